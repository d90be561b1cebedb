import type { LockPinEffects } from './effects';

/** A server that gives every contract the code 482915: tests and stories override it. */
export function fakeLockPinEffects(overrides: Partial<LockPinEffects> = {}): LockPinEffects {
  return { loadPin: async () => '482915', ...overrides };
}
