import { useEffect, useRef, useState, type RefObject } from 'react';
import { loadShellApi } from '@shared/api/loadShellApi';
import type { ShellApi } from '@shared/api/shellClient';
import { useSeen } from '@shared/layout/useSeen';

export interface Versions {
  app: string | null;
  api: string | null;
}

/** Wait before attempt n + 1 after n failed ones: 1 s, 2 s, 4 s … then every 30 s until the server answers. */
export const versionRetryDelayMs = (failedAttempts: number): number =>
  Math.min(1000 * 2 ** (failedAttempts - 1), 30_000);
/** An attempt the server has not answered by then counts as failed (and its request is aborted). */
export const versionAttemptTimeoutMs = 10_000;

type VersionCall = (api: ShellApi, signal: AbortSignal) => Promise<{ status: number; body: unknown }>;

/** One attempt: the version, or null when the server failed, answered with an error or did not answer in time. */
async function versionOf(call: VersionCall): Promise<string | null> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      abort.abort();
      resolve(null);
    }, versionAttemptTimeoutMs);
  });
  const answered = (async () => {
    try {
      const result = await call(await loadShellApi(), abort.signal);
      return result.status === 200 ? (result.body as { version: string }).version : null;
    } catch {
      return null;
    }
  })();
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads one version once `enabled`, and again with a growing pause after every failed attempt (and
 * at once when the browser comes back online) until the server answers: a server that restarts,
 * is briefly unreachable or answers 5xx on the first call no longer leaves "–" for good.
 */
function useVersion(enabled: boolean, call: VersionCall): string | null {
  const [version, setVersion] = useState<string | null>(null);
  const callRef = useRef(call);
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let running = false;
    let failed = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async () => {
      clearTimeout(timer);
      timer = undefined;
      if (running) return;
      running = true;
      const answer = await versionOf(callRef.current);
      running = false;
      if (stopped) return;
      if (answer !== null) {
        setVersion(answer);
        stopped = true;
        return;
      }
      failed += 1;
      timer = setTimeout(() => void attempt(), versionRetryDelayMs(failed));
    };
    const onOnline = () => {
      if (!stopped && timer !== undefined) void attempt();
    };
    window.addEventListener('online', onOnline);
    void attempt();
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [enabled]);
  return version;
}

/**
 * App version (GET /_info) and API version (GET /api/info) for the footer's version line, read
 * when the line comes into view: a first visit that never scrolls down downloads no API client.
 * Each is read on its own and retried until the server answers; until then the value is null.
 */
export function useVersions(lineRef: RefObject<Element | null>): Versions {
  const visible = useSeen(lineRef);
  const app = useVersion(visible, (api, signal) => api.meta.appInfo({ fetchOptions: { signal } }));
  const apiVersion = useVersion(visible, (api, signal) => api.meta.apiInfo({ fetchOptions: { signal } }));
  return { app, api: apiVersion };
}
