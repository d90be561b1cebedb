import type { RentalContract } from '@contract/entities';

/**
 * What the eviction page needs from outside: the feature binds the contract detail, the
 * first-possible-date (its `afterEviction` day) and the evict calls; tests and stories pass fakes.
 * Calls reject with a Failure-shaped error (machines/shared/failure.ts).
 */
export interface EvictionEffects {
  loadContract: (contractId: number) => Promise<RentalContract>;
  /** The last day at the latest once the box is confirmed empty: tomorrow by the server's calendar. */
  loadDayAfterEviction: (contractId: number) => Promise<string>;
  confirmEviction: (contractId: number) => Promise<boolean>;
}
