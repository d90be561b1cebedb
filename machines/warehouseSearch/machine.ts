import { assign, fromPromise, setup } from 'xstate';
import type { FoundWarehouse, KeyedSearchRequest, WarehouseSearchContext, WarehouseSearchEvent } from './types';

const noSearch = fromPromise<FoundWarehouse[], { request: KeyedSearchRequest }>(async () => {
  throw new Error('warehouseSearch: the search effect was not provided');
});

type Ctx = { context: WarehouseSearchContext };
const requestInput = ({ context }: Ctx) => ({ request: context.request as KeyedSearchRequest });

/**
 * The warehouse search of /boxes: idle until the first request, then searching; results, or no
 * results (after looking for the nearest free warehouses beyond the area), or failed. A new request
 * in any state starts over: leaving `Searching` stops its actor, whose abort signal cancels the
 * stale fetches. The same request twice (a re-render, StrictMode) does not search again.
 * Effects (effects.ts): `search` and `findNearestBeyond`, each `(request, signal) => warehouses`.
 */
export const warehouseSearchMachine = setup({
  types: {
    context: {} as WarehouseSearchContext,
    events: {} as WarehouseSearchEvent,
  },
  actors: {
    search: noSearch,
    findNearestBeyond: noSearch,
  },
  guards: {
    isNewRequest: ({ context, event }) => event.type === 'search' && event.request.key !== context.request?.key,
    foundSome: (_, params: { found: FoundWarehouse[] }) => params.found.length > 0,
  },
  actions: {
    takeRequest: assign({ request: ({ event }) => (event.type === 'search' ? event.request : null) }),
    showResults: assign(({ context }, params: { found: FoundWarehouse[] }) => ({
      results: params.found,
      nearestBeyond: [],
      answered: context.answered + 1,
    })),
    showNearestBeyond: assign(({ context }, params: { found: FoundWarehouse[] }) => ({
      results: [],
      nearestBeyond: params.found,
      answered: context.answered + 1,
    })),
  },
}).createMachine({
  id: 'warehouseSearch',
  context: { request: null, results: [], nearestBeyond: [], answered: 0 },
  initial: 'Idle',
  on: {
    search: { guard: 'isNewRequest', target: '.Searching', reenter: true, actions: 'takeRequest' },
  },
  states: {
    Idle: {
      description: 'No search asked for yet.',
    },
    Searching: {
      description: 'Asking the main host and the secondary hosts; the previous results stay visible.',
      tags: ['loading'],
      invoke: {
        src: 'search',
        input: requestInput,
        onDone: [
          {
            guard: { type: 'foundSome', params: ({ event }) => ({ found: event.output }) },
            target: 'Results',
            actions: { type: 'showResults', params: ({ event }) => ({ found: event.output }) },
          },
          { target: 'LookingBeyond' },
        ],
        onError: { target: 'Failed' },
      },
    },
    LookingBeyond: {
      description: 'Nothing in the area: asking for the nearest warehouses with free boxes, however far.',
      tags: ['loading'],
      invoke: {
        src: 'findNearestBeyond',
        input: requestInput,
        onDone: {
          target: 'NoResults',
          actions: { type: 'showNearestBeyond', params: ({ event }) => ({ found: event.output }) },
        },
        // The search itself succeeded: say "nothing here" even if the suggestions could not be loaded.
        onError: { target: 'NoResults', actions: { type: 'showNearestBeyond', params: { found: [] } } },
      },
    },
    Results: { description: 'Warehouses in the area, in the order the API sorts them.' },
    NoResults: { description: '"No boxes found in the searched location", with the nearest beyond it.' },
    Failed: {
      description: 'The main host could not answer; the visitor can try again.',
      on: { retry: 'Searching' },
    },
  },
});

export type WarehouseSearchMachine = typeof warehouseSearchMachine;
