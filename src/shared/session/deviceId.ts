import { storageKeys } from '../storage/keys';
import { local, type KeyValueStore } from '../storage/safeStorage';

const valid = /^[A-Za-z0-9-]{8,100}$/;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * This browser's id for remember-me device tokens (`deviceId`), generated once:
 * the server binds each device token to it, so a token copied to another browser is useless.
 */
export function deviceId(store: KeyValueStore = local): string {
  const stored = store.get(storageKeys.deviceId);
  if (stored && valid.test(stored)) return stored;
  const id = randomId();
  store.set(storageKeys.deviceId, id);
  return id;
}
