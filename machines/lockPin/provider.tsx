import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { LockPinEffects } from './effects';
import { lockPinMachine } from './machine';

export type { LockPinEffects } from './effects';

export function provideLockPinMachine(effects: LockPinEffects) {
  return lockPinMachine.provide({ actors: { loadPin: fromPromise(({ input }) => effects.loadPin(input.contractId)) } });
}

/** A lock-code machine for one contract, living as long as the component that shows the code. */
export function useLockPinActor(contractId: number, effects: LockPinEffects) {
  const [logic] = useState(() => provideLockPinMachine(effects));
  return useActorRef(logic, { input: { contractId }, inspect });
}
