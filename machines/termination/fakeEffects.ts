import { firstCancellationDay } from '../fixtures/my';
import type { TerminationEffects } from './effects';

/** A contract without a pending notice whose request goes through: override single effects. */
export function fakeTerminationEffects(overrides: Partial<TerminationEffects> = {}): TerminationEffects {
  return {
    loadStart: async () => ({ firstDay: firstCancellationDay, wasRequested: false }),
    requestCancellation: async () => true,
    ...overrides,
  };
}
