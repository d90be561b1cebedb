import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { WarehouseSearchEffects } from './effects';
import { warehouseSearchMachine } from './machine';
import type { KeyedSearchRequest, SearchRequest } from './types';

export type { WarehouseSearchEffects } from './effects';

export const WarehouseSearchContext = createActorContext(warehouseSearchMachine);

const withoutKey = ({ key: _key, ...request }: KeyedSearchRequest): SearchRequest => request as SearchRequest;

/** The search machine with its effects filled in. */
export function provideWarehouseSearchMachine(effects: WarehouseSearchEffects) {
  return warehouseSearchMachine.provide({
    actors: {
      search: fromPromise(({ input, signal }) => effects.search(withoutKey(input.request), signal)),
      findNearestBeyond: fromPromise(({ input, signal }) => effects.nearestBeyond(withoutKey(input.request), signal)),
    },
  });
}

/** Runs the search machine for the search screen; the app passes the fetchers, stories and tests fakes. */
export function WarehouseSearchProvider({
  effects,
  children,
}: {
  effects: WarehouseSearchEffects;
  children: ReactNode;
}) {
  // Built once per mount: new logic on every render would restart the machine.
  const [logic] = useState(() => provideWarehouseSearchMachine(effects));
  return (
    <WarehouseSearchContext.Provider logic={logic} options={{ inspect }}>
      {children}
    </WarehouseSearchContext.Provider>
  );
}
