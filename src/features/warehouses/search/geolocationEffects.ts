import { readBrowserPermission, readBrowserPosition, type GeolocationEffects } from '@machines/geolocation/effects';
import { local } from '@shared/storage/safeStorage';

/** The geolocation machine's effects in the browser: local storage under `storageKey`, the clock, the location API. */
export const browserGeolocationEffects = (storageKey: string): GeolocationEffects => ({
  readStored: () => local.get(storageKey),
  // Not remembered (private mode, full quota): the next visit asks the browser again.
  writeStored: (value) => local.set(storageKey, value),
  now: () => Date.now(),
  readPermission: readBrowserPermission,
  readPosition: () => readBrowserPosition(),
});
