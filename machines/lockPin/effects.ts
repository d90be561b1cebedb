/** What revealing a lock code needs from outside: the lock-access-pin call of one contract. */
export interface LockPinEffects {
  loadPin: (contractId: number) => Promise<string>;
}
