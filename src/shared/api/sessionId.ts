import { storageKeys } from '../storage/keys';
import { local, type KeyValueStore } from '../storage/safeStorage';

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A 6-character browser session id, random enough to tell browsers apart in logs. */
export function newSessionId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 6; i++) id += alphabet[Math.floor(random() * alphabet.length)];
  return id;
}

/** The id of this browser, generated once and kept in local storage under `uss.id`. */
export function sessionId(store: KeyValueStore = local): string {
  const stored = store.get(storageKeys.sessionId);
  if (stored && /^[A-Za-z0-9]{6}$/.test(stored)) return stored;
  const id = newSessionId();
  store.set(storageKeys.sessionId, id);
  return id;
}
