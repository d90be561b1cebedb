import { dayAfterEviction, terminatingContract } from '../fixtures/my';
import type { EvictionEffects } from './effects';

/** A contract with notice pending whose confirmation goes through: override single effects. */
export function fakeEvictionEffects(overrides: Partial<EvictionEffects> = {}): EvictionEffects {
  return {
    loadContract: async () => terminatingContract,
    loadDayAfterEviction: async () => dayAfterEviction,
    confirmEviction: async () => true,
    ...overrides,
  };
}
