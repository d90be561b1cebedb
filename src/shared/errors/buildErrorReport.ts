import type { ClientErrorReport } from '@contract/meta';
import { describeError, type ReportEnvironment } from './describeError';

export type { ReportEnvironment } from './describeError';

const limits = { error: 2_000, stack: 20_000, browser: 500, value: 8_000, location: 2_000 };
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** Every string value of local storage, each cut to 8,000 characters; secrets are redacted. */
export function dumpStorage(storage: Storage | null, secretKeys: readonly string[]): Record<string, string> {
  const dump: Record<string, string> = {};
  if (!storage) return dump;
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key === null) continue;
      const value = storage.getItem(key);
      if (typeof value !== 'string') continue;
      dump[key] = secretKeys.includes(key) ? '[redacted]' : cut(value, limits.value);
    }
  } catch {
    // Storage can vanish (privacy mode); report what we have.
  }
  return dump;
}

/** The body of POST /api/ops/error (contract/meta.ts), within the contract's size bounds. */
export function buildErrorReport(error: unknown, env: ReportEnvironment): ClientErrorReport {
  const { message, stack } = describeError(error);
  return {
    error: cut(message || 'Unknown error', limits.error),
    stacktrace: stack ? cut(stack, limits.stack) : null,
    context: {
      browser: cut(env.userAgent, limits.browser),
      localStorage: dumpStorage(env.storage, env.secretKeys),
      location: cut(env.location, limits.location),
      screenSize: `${env.screen.width}x${env.screen.height}`,
      sessionId: env.sessionId,
      username: env.username,
    },
  };
}
