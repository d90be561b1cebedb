import type { GeolocationEffects } from './effects';
import type { PositionError } from './events';

/**
 * A browser not asked yet and without a fix, a memory store (`written` lists what was stored, in
 * order) and the real clock: tests and stories override single effects.
 */
export function fakeGeolocationEffects(
  overrides: Partial<GeolocationEffects> = {},
  stored: string | null = null,
): GeolocationEffects & { written: string[] } {
  const written: string[] = [];
  let value = stored;
  return {
    written,
    readStored: () => value,
    writeStored: (next) => {
      value = next;
      written.push(next);
    },
    now: Date.now,
    readPermission: async () => 'prompt',
    readPosition: () => Promise.reject({ code: 2 } satisfies PositionError),
    ...overrides,
  };
}
