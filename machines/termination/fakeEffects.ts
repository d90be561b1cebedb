import { activeContract, firstCancellationDay } from '../fixtures/my';
import type { TerminationEffects } from './effects';

/** A contract without a pending notice, paid up to before the earliest last day, whose request goes through: override single effects. */
export function fakeTerminationEffects(overrides: Partial<TerminationEffects> = {}): TerminationEffects {
  return {
    loadStart: async () => ({
      firstDay: firstCancellationDay,
      paidThrough: activeContract.paidThrough,
      wasRequested: false,
    }),
    requestCancellation: async () => true,
    ...overrides,
  };
}
