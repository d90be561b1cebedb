import { describe, expect, it } from 'vitest';
import { storageKeys } from '@shared/storage/keys';
import { memoryStore } from '@shared/storage/safeStorage';
import { grantedLocation } from './chatEffects';

const now = Date.parse('2026-05-01T10:00:00Z');
const stored = (savedAt: number) =>
  memoryStore({ [storageKeys.geoPosition]: JSON.stringify({ version: 1, lat: 48.1486, lng: 17.1077, savedAt }) });

describe('the location the chat sends', () => {
  it('is the stored coordinates while they are fresh', () => {
    expect(grantedLocation(stored(now - 60_000), now)).toEqual({ lat: 48.1486, lng: 17.1077 });
  });

  it('is null without stored coordinates, with expired or malformed ones', () => {
    expect(grantedLocation(memoryStore(), now)).toBeNull();
    expect(grantedLocation(stored(now - 11 * 60_000), now)).toBeNull();
    expect(
      grantedLocation(memoryStore({ [storageKeys.geoPosition]: '{"version":1,"lat":999,"lng":0,"savedAt":0}' }), now),
    ).toBeNull();
  });
});
