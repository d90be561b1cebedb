import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure';

export interface MyListContext {
  /** The filters as the address writes them (`status=ACTIVE&country=SVK`); the effect reads them. */
  query: string;
  /** The last answer; kept while a new filter loads, so the page does not jump. */
  items: readonly unknown[];
  failure: Failure | null;
}

export type MyListEvent =
  /** The address changed (a filter chosen, or Back/Forward): load for the new filters. */
  | { type: 'query-changed'; query: string }
  /** Load the same filters again, after a failure. */
  | { type: 'reload' };

const notProvided = async (): Promise<never> => {
  throw new Error('myList: the load effect was not provided');
};

type Loaded = { event: { output: readonly unknown[] } };
const itemsOf = ({ event }: Loaded) => ({ items: event.output });

/**
 * A list of the customer area (boxes, contracts, rents) loaded for the filters in the address.
 * Every change of the filters loads again, a newer change replacing a load still under way, so the
 * list always matches what the address says.
 */
export const myListMachine = setup({
  types: { context: {} as MyListContext, events: {} as MyListEvent, input: {} as { query: string } },
  actors: { load: fromPromise<readonly unknown[], { query: string }>(notProvided) },
  actions: {
    keepQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    keepItems: assign((_, params: { items: readonly unknown[] }) => ({ items: params.items, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
  guards: {
    isEmpty: (_, params: { items: readonly unknown[] }) => params.items.length === 0,
    isNewQuery: ({ context }, params: { query: string }) => context.query !== params.query,
  },
}).createMachine({
  id: 'myList',
  context: ({ input }) => ({ query: input.query, items: [], failure: null }),
  initial: 'Loading',
  on: {
    'query-changed': {
      guard: { type: 'isNewQuery', params: ({ event }) => ({ query: event.query }) },
      target: '.Loading',
      reenter: true,
      actions: { type: 'keepQuery', params: ({ event }) => ({ query: event.query }) },
    },
  },
  states: {
    Loading: {
      description: 'The list is being loaded for the filters in the address.',
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ query: context.query }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: itemsOf },
            target: 'Empty',
            actions: { type: 'keepItems', params: itemsOf },
          },
          { target: 'Loaded', actions: { type: 'keepItems', params: itemsOf } },
        ],
        onError: {
          target: 'Failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Loaded: { description: 'The list shows what the filters select.', on: { reload: 'Loading' } },
    Empty: {
      description: 'Nothing matches the filters (or there is nothing yet): a way on is offered.',
      on: { reload: 'Loading' },
    },
    Failed: {
      description: 'The list could not be loaded; the message says why and the customer can try again.',
      on: { reload: 'Loading' },
    },
  },
});

export type MyListMachine = typeof myListMachine;
