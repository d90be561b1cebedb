import { staffMe } from '../fixtures/staff';
import type { StaffSessionEffects } from './effects';

/**
 * A console whose every step succeeds for the fixtures' admin, with no session kept: tests and
 * stories override single calls (a refused code, a kept session, a call that never answers).
 */
export function fakeStaffSessionEffects(overrides: Partial<StaffSessionEffects> = {}): StaffSessionEffects {
  return {
    restore: async () => null,
    submitPassword: async () => ({ challenge: 'challenge-0001' }),
    submitCode: async () => staffMe,
    signOut: async () => undefined,
    watchSessionEnd: () => () => undefined,
    now: () => Date.parse('2026-11-20T09:00:00Z'),
    ...overrides,
  };
}
