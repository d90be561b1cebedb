import { useEffect, useState, type RefObject } from 'react';
import { loadShellApi } from '../../shared/api/loadShellApi';
import type { ShellApi } from '../../shared/api/shellClient';

export interface Versions {
  app: string | null;
  api: string | null;
}

const versionOf = async (call: (api: ShellApi) => Promise<{ status: number; body: unknown }>): Promise<string | null> => {
  try {
    const result = await call(await loadShellApi());
    return result.status === 200 ? (result.body as { version: string }).version : null;
  } catch {
    return null;
  }
};

/** True once the element has been on screen (at once where IntersectionObserver is missing). */
function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !ref.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: '200px' });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [seen, ref]);
  return seen;
}

/**
 * App version (GET /_info) and API version (GET /api/info) for the footer's version line, read
 * when the line comes into view: a first visit that never scrolls down downloads no API client.
 * A one-shot read with no states worth a machine; failures leave the value null.
 */
export function useVersions(lineRef: RefObject<Element | null>): Versions {
  const visible = useSeen(lineRef);
  const [versions, setVersions] = useState<Versions>({ app: null, api: null });
  useEffect(() => {
    if (!visible) return;
    let current = true;
    Promise.all([versionOf((api) => api.meta.appInfo()), versionOf((api) => api.meta.apiInfo())]).then(([app, apiVersion]) => {
      if (current) setVersions({ app, api: apiVersion });
    });
    return () => {
      current = false;
    };
  }, [visible]);
  return versions;
}
