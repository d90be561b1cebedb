/**
 * What a list of the customer area needs from outside: one call that reads the filters from the
 * address's query and answers the items (the feature binds it to the contract client; tests and
 * stories pass fakes). It rejects with a Failure-shaped error (machines/shared/failure.ts).
 */
export interface MyListEffects<T = unknown> {
  load: (query: string) => Promise<readonly T[]>;
}
