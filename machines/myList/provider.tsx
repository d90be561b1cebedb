import { createActorContext } from '@xstate/react';
import { useEffect, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { MyListEffects } from './effects';
import { myListMachine } from './machine';

export type { MyListEffects } from './effects';

export function provideMyListMachine<T>(effects: MyListEffects<T>) {
  return myListMachine.provide({ actors: { load: fromPromise(({ input }) => effects.load(input.query)) } });
}

export const MyListContext = createActorContext(myListMachine);

/** Follows the address: each new query is sent to the machine, which loads for it. */
function QueryFollower({ query }: { query: string }) {
  const { send } = MyListContext.useActorRef();
  useEffect(() => send({ type: 'query-changed', query }), [send, query]);
  return null;
}

/** Runs one list machine for a screen; `query` is the address's filters, read again on every change. */
export function MyListProvider<T>({
  query,
  effects,
  children,
}: {
  query: string;
  effects: MyListEffects<T>;
  children: ReactNode;
}) {
  const [logic] = useState(() => provideMyListMachine(effects));
  return (
    <MyListContext.Provider logic={logic} options={{ input: { query }, inspect }}>
      <QueryFollower query={query} />
      {children}
    </MyListContext.Provider>
  );
}
