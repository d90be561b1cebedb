import type { RentalContract } from '@contract/entities';

/**
 * What the eviction page needs from outside: the feature binds the contract detail and the evict
 * calls; tests and stories pass fakes. Calls reject with a Failure-shaped error
 * (machines/shared/failure.ts).
 */
export interface EvictionEffects {
  loadContract: (contractId: number) => Promise<RentalContract>;
  confirmEviction: (contractId: number) => Promise<boolean>;
}
