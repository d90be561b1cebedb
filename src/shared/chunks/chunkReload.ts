import { storageKeys } from '../storage/keys';
import { session, type KeyValueStore } from '../storage/safeStorage';

/** Within this window after a reload, a second chunk failure is an outage, not a new deployment. */
const reloadGuardMs = 10_000;

/**
 * After a deployment the old page asks for chunks that no longer exist. Reloading once fetches the
 * new index.html; a time-stamped session flag stops a reload loop when the server is really broken.
 * Returns true when a reload was started.
 */
export function reloadOnceForChunkError(
  store: KeyValueStore = session,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  const last = Number(store.get(storageKeys.chunkReloadAt) ?? 0);
  if (now - last < reloadGuardMs) return false;
  store.set(storageKeys.chunkReloadAt, String(now));
  reload();
  return true;
}

/** The dynamic import of a route screen; on failure reloads once, otherwise rethrows. */
export function importWithReload<T>(
  load: () => Promise<T>,
  store?: KeyValueStore,
  reload?: () => void,
): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      // While the page reloads, never settle: the apology page must not flash first.
      if (reloadOnceForChunkError(store, reload)) return new Promise<T>(() => undefined);
      throw error;
    });
}
