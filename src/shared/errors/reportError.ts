import { loadShellApi } from '../api/loadShellApi';
import { sessionId } from '../api/sessionId';
import { secretStorageKeys } from '../storage/keys';
import { describeError, type ReportEnvironment } from './describeError';
import { reportUsername } from './reportContext';

/** At most this many reports per page load: a render loop must not flood the server. */
const maxReportsPerPage = 10;
const sent = new Set<string>();

function currentEnvironment(): ReportEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return {
    userAgent: navigator.userAgent,
    storage,
    location: window.location.href,
    screen: { width: window.screen.width, height: window.screen.height },
    sessionId: sessionId(),
    username: reportUsername(),
    secretKeys: secretStorageKeys,
  };
}

/**
 * Sends an error to POST /api/ops/error. Never throws and never reports its own failure (that
 * would loop); the same message is sent once per page load.
 */
export async function reportError(error: unknown): Promise<void> {
  const { message } = describeError(error);
  if (sent.has(message) || sent.size >= maxReportsPerPage) return;
  sent.add(message);
  try {
    // The payload builder travels with the API client: neither is needed until something breaks.
    const [api, { buildErrorReport }] = await Promise.all([loadShellApi(), import('./buildErrorReport')]);
    await api.meta.reportError({ body: buildErrorReport(error, currentEnvironment()) });
  } catch {
    // Offline or server down: nothing more we can do.
  }
}
