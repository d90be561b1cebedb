import type { SessionInput } from '@machines/session/context';
import { keepImportant, parseAcknowledged, serialiseAcknowledged } from '@machines/session/infoMessages';
import { storageKeys } from '../storage/keys';
import { local, session, type KeyValueStore } from '../storage/safeStorage';
import { deviceId } from './deviceId';

/**
 * What the session machine starts from, read from browser storage. In a new browser tab session
 * (no marker in session storage yet) the ordinary acknowledged informational messages are dropped,
 * so they are shown once per tab session; important ones stay acknowledged.
 */
export function readSessionInput(store: KeyValueStore = local, tab: KeyValueStore = session): SessionInput {
  let acknowledged = parseAcknowledged(store.get(storageKeys.infoMessages));
  if (tab.get(storageKeys.infoMessagesTab) === null) {
    const kept = keepImportant(acknowledged);
    if (kept.length !== acknowledged.length) store.set(storageKeys.infoMessages, serialiseAcknowledged(kept));
    acknowledged = kept;
    tab.set(storageKeys.infoMessagesTab, '1');
  }
  return {
    deviceId: deviceId(store),
    token: store.get(storageKeys.token) || null,
    deviceToken: store.get(storageKeys.deviceToken) || null,
    acknowledged,
  };
}
