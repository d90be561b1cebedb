import { serialiseAcknowledged } from '@machines/session/infoMessages';
import type { SessionEffects } from '@machines/session/provider';
import { bodyOf } from '../api/apiFailure';
import { loadShellApi } from '../api/loadShellApi';
import { storageKeys } from '../storage/keys';
import { local } from '../storage/safeStorage';
import { tokenStore } from '../api/tokenStore';

/**
 * The session's effects in the browser: the auth routes of the contract (the shell's small client)
 * and local storage under the keys the app keeps (auth/token, deviceId, deviceToken …).
 */
export const browserSessionEffects = (): SessionEffects => ({
  login: async (body) => bodyOf(await (await loadShellApi()).auth.login({ body }), 200),
  deviceLogin: async ({ deviceId, deviceToken }) =>
    bodyOf(await (await loadShellApi()).auth.deviceLogin({ body: { deviceId, deviceToken, domain: 'CLIENT' } }), 200),
  loadUser: async () => bodyOf(await (await loadShellApi()).auth.currentUser(), 200),
  // The token store is empty by now, so the fetcher adds no bearer of its own: this one is sent.
  logout: async (token) =>
    bodyOf(await (await loadShellApi()).auth.logout({ extraHeaders: { authorization: `Bearer ${token}` } }), 200),
  revokeDeviceToken: async (body) => bodyOf(await (await loadShellApi()).auth.revokeDeviceToken({ body }), 200),
  storeToken: (token) => tokenStore.set(token),
  clearToken: () => tokenStore.clear(),
  writeDeviceToken: (deviceToken) =>
    deviceToken ? local.set(storageKeys.deviceToken, deviceToken) : local.remove(storageKeys.deviceToken),
  storeAcknowledged: (messages) => local.set(storageKeys.infoMessages, serialiseAcknowledged(messages)),
});
