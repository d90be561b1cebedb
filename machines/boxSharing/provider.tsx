import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { BoxSharingEffects } from './effects';
import { boxSharingMachine } from './machine';

export type { BoxSharingEffects } from './effects';

export function provideBoxSharingMachine(effects: BoxSharingEffects) {
  return boxSharingMachine.provide({
    actors: {
      loadShares: fromPromise(({ input }) => effects.loadShares(input.contractId)),
      share: fromPromise(({ input }) => effects.share(input.contractId, input.email)),
      unshare: fromPromise(({ input }) => effects.unshare(input.contractId, input.email)),
    },
  });
}

/** The share dialog's machine of one box, living as long as the open dialog. */
export function useBoxSharingActor(contractId: number, effects: BoxSharingEffects) {
  const [logic] = useState(() => provideBoxSharingMachine(effects));
  return useActorRef(logic, { input: { contractId }, inspect });
}
