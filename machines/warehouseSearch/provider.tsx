import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { FoundWarehouse } from '../../src/features/warehouses/search/mergeHostResults';
import type { SearchRequest } from '../../src/features/warehouses/search/searchArea';
import { warehouseSearchMachine } from './machine';
import type { KeyedSearchRequest } from './types';

export const WarehouseSearchContext = createActorContext(warehouseSearchMachine);

/** The two effects of the search; the app passes the fetchers, stories and tests pass fakes. */
export interface WarehouseSearchEffects {
  search: (request: SearchRequest, signal: AbortSignal) => Promise<FoundWarehouse[]>;
  nearestBeyond: (request: SearchRequest, signal: AbortSignal) => Promise<FoundWarehouse[]>;
}

const withoutKey = ({ key: _key, ...request }: KeyedSearchRequest): SearchRequest => request as SearchRequest;

export function WarehouseSearchProvider({ effects, children }: { effects: WarehouseSearchEffects; children: ReactNode }) {
  // Built once per mount: new logic on every render would restart the machine.
  const [logic] = useState(() =>
    warehouseSearchMachine.provide({
      actors: {
        search: fromPromise(({ input, signal }) => effects.search(withoutKey(input.request), signal)),
        findNearestBeyond: fromPromise(({ input, signal }) => effects.nearestBeyond(withoutKey(input.request), signal)),
      },
    }),
  );
  return <WarehouseSearchContext.Provider logic={logic}>{children}</WarehouseSearchContext.Provider>;
}
