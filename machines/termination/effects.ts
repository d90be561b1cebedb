import type { CancellationRequest } from '@contract/rental';
import type { TerminationStart } from './machine';

/**
 * What the notice form needs from outside: the feature binds the contract's first-possible-date,
 * was-requested, contract detail (its paid-through day) and cancellation/request calls; tests and
 * stories pass fakes. Calls reject with a
 * Failure-shaped error (machines/shared/failure.ts).
 */
export interface TerminationEffects {
  loadStart: (contractId: number) => Promise<TerminationStart>;
  requestCancellation: (contractId: number, request: CancellationRequest) => Promise<boolean>;
}
