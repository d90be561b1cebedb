import type { LockEffects } from './effects';

/** At the warehouse of the fixtures, 12 m accuracy. */
export const atWarehouse = { lat: 48.1571, lng: 17.1679, accuracy: 12 };

/**
 * A browser with location access granted near the warehouse and a lock that opens for 5 seconds:
 * tests and stories override single effects.
 */
export function fakeLockEffects(overrides: Partial<LockEffects> = {}): LockEffects {
  return {
    readPermission: async () => 'granted',
    readPosition: async () => ({ ...atWarehouse, at: Date.now() }),
    unlock: async () => ({ unlocked: true, relockAfterSeconds: 5 }),
    ...overrides,
  };
}
