import { assign, fromPromise, setup } from 'xstate';
import type { Warehouse } from '@contract/warehouse';
import { toFailure } from '../shared/failure';
import { canOrder, type LoadedWarehouse, type WarehouseDetailContext, type WarehouseDetailEvent } from './types';

type Ctx = { context: WarehouseDetailContext };
const byId = ({ context }: Ctx) => ({ warehouseId: context.warehouseId });

/**
 * One warehouse's detail page (/location/:id): loads the warehouse, its boxes and its floor plan
 * together, then the alternatives nearby without holding the page up. A box can be selected (on the
 * floor plan or in the list) when it can be ordered; selecting it again clears the selection.
 * Effects (effects.ts): `loadWarehouse` and `loadRecommended`, by warehouse id.
 */
export const warehouseDetailMachine = setup({
  types: {
    context: {} as WarehouseDetailContext,
    events: {} as WarehouseDetailEvent,
    /** `loaded`: the warehouse as the server sent it with a rendered page; the machine starts Ready with it. */
    input: {} as { warehouseId: number; loaded?: LoadedWarehouse | null },
  },
  actors: {
    loadWarehouse: fromPromise<LoadedWarehouse, { warehouseId: number }>(async () => {
      throw new Error('warehouseDetail: the loadWarehouse effect was not provided');
    }),
    loadRecommended: fromPromise<Warehouse[], { warehouseId: number }>(async () => []),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => toFailure(params.error).status === 404,
    isLoaded: ({ context }) => context.loaded !== null,
    isOrderable: ({ context, event }) =>
      event.type === 'select-box' && event.boxId !== null && canOrder(context.loaded, event.boxId),
    isSelectedAgain: ({ context, event }) => event.type === 'select-box' && event.boxId === context.selectedBoxId,
  },
  actions: {
    keepLoaded: assign((_, params: { loaded: LoadedWarehouse }) => ({ loaded: params.loaded })),
    keepRecommended: assign((_, params: { recommended: Warehouse[] }) => ({ recommended: params.recommended })),
    selectBox: assign({ selectedBoxId: ({ event }) => (event.type === 'select-box' ? event.boxId : null) }),
    clearSelection: assign({ selectedBoxId: null }),
  },
}).createMachine({
  id: 'warehouseDetail',
  context: ({ input }) => ({
    warehouseId: input.warehouseId,
    loaded: input.loaded ?? null,
    recommended: [],
    selectedBoxId: null,
  }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'Detail, boxes and floor plan are requested together (unless they came with the page).',
      always: { guard: 'isLoaded', target: 'Ready' },
      invoke: {
        id: 'loadWarehouse',
        src: 'loadWarehouse',
        input: byId,
        onDone: { target: 'Ready', actions: { type: 'keepLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'NotFound' },
          { target: 'Failed' },
        ],
      },
    },
    Ready: {
      description: 'The page is shown; the alternatives arrive when they arrive.',
      invoke: {
        id: 'loadRecommended',
        src: 'loadRecommended',
        input: byId,
        onDone: { actions: { type: 'keepRecommended', params: ({ event }) => ({ recommended: event.output }) } },
        // Alternatives are a suggestion: without them the page is still complete.
        onError: {},
      },
      on: {
        'select-box': [
          { guard: 'isSelectedAgain', actions: 'clearSelection' },
          { guard: 'isOrderable', actions: 'selectBox' },
          { actions: 'clearSelection' },
        ],
      },
    },
    NotFound: { description: 'No warehouse with this id.' },
    Failed: {
      description: 'The warehouse could not be loaded; the visitor can try again.',
      on: { retry: 'Loading' },
    },
  },
});

export type WarehouseDetailMachine = typeof warehouseDetailMachine;
