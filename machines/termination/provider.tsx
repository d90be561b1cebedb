import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { TerminationEffects } from './effects';
import { terminationMachine } from './machine';

export type { TerminationEffects } from './effects';

export function provideTerminationMachine(effects: TerminationEffects) {
  return terminationMachine.provide({
    actors: {
      loadStart: fromPromise(({ input }) => effects.loadStart(input.contractId)),
      requestCancellation: fromPromise(({ input }) => effects.requestCancellation(input.contractId, input.request)),
    },
  });
}

export const TerminationContext = createActorContext(terminationMachine);

/** Runs the notice form's machine for one contract; mount with `key={contractId}` to follow another. */
export function TerminationProvider({
  contractId,
  effects,
  children,
}: {
  contractId: number;
  effects: TerminationEffects;
  children: ReactNode;
}) {
  const [logic] = useState(() => provideTerminationMachine(effects));
  return (
    <TerminationContext.Provider logic={logic} options={{ input: { contractId }, inspect }}>
      {children}
    </TerminationContext.Provider>
  );
}
