import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { EvictionEffects } from './effects';
import { evictionMachine } from './machine';

export type { EvictionEffects } from './effects';

export function provideEvictionMachine(effects: EvictionEffects) {
  return evictionMachine.provide({
    actors: {
      loadStart: fromPromise(async ({ input }) => {
        const [contract, afterEviction] = await Promise.all([
          effects.loadContract(input.contractId),
          effects.loadDayAfterEviction(input.contractId),
        ]);
        return { contract, afterEviction };
      }),
      loadContract: fromPromise(({ input }) => effects.loadContract(input.contractId)),
      confirmEviction: fromPromise(({ input }) => effects.confirmEviction(input.contractId)),
    },
  });
}

export const EvictionContext = createActorContext(evictionMachine);

/** Runs the eviction machine for one contract; mount with `key={contractId}` to follow another. */
export function EvictionProvider({
  contractId,
  effects,
  children,
}: {
  contractId: number;
  effects: EvictionEffects;
  children: ReactNode;
}) {
  const [logic] = useState(() => provideEvictionMachine(effects));
  return (
    <EvictionContext.Provider logic={logic} options={{ input: { contractId }, inspect }}>
      {children}
    </EvictionContext.Provider>
  );
}
