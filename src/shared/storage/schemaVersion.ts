import { storageKeys, storageSchemaVersion } from './keys';
import { local, type KeyValueStore } from './safeStorage';

const versionedKeys = [
  storageKeys.token,
  storageKeys.order,
  storageKeys.lang,
  storageKeys.deviceId,
  storageKeys.deviceToken,
  storageKeys.infoMessages,
];

/**
 * Stored values written by another schema version are dropped instead of being misread
 * (local-storage schema version 1.0). Runs once before the app renders.
 * A missing version marker counts as compatible (first visit, or a value set by a test or the
 * native app), so only a different recorded version clears anything.
 */
export function migrateStorage(store: KeyValueStore = local): void {
  const stored = store.get(storageKeys.schemaVersion);
  if (stored === storageSchemaVersion) return;
  if (stored !== null) for (const key of versionedKeys) store.remove(key);
  store.set(storageKeys.schemaVersion, storageSchemaVersion);
}
