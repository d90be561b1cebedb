import { local } from '../../src/shared/storage/safeStorage';
/** Storage and clock of the geolocation machine; stories and tests pass a memory store and a fixed clock. */
export interface GeolocationEffects {
  readStored: () => string | null;
  writeStored: (value: string) => void;
  now: () => number;
}

/** Local storage under `storageKey` (private mode or a full quota only means "not remembered"). */
export const browserGeolocationEffects = (storageKey: string): GeolocationEffects => ({
  readStored: () => local.get(storageKey),
  // Not remembered (private mode, full quota): the next visit asks the browser again.
  writeStored: (value) => local.set(storageKey, value),
  now: () => Date.now(),
});

export const memoryGeolocationEffects = (stored: string | null = null, now: () => number = Date.now): GeolocationEffects & { written: string[] } => {
  const written: string[] = [];
  let value = stored;
  return {
    written,
    readStored: () => value,
    writeStored: (next) => {
      value = next;
      written.push(next);
    },
    now,
  };
};
