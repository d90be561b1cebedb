import { assign, fromPromise, setup } from 'xstate';
import type { Warehouse } from '../../contract/warehouse';
import { canOrder, isNotFound, type LoadedWarehouse, type WarehouseDetailContext, type WarehouseDetailEvent } from './types';

/**
 * One warehouse's detail page (/location/:id): loads the warehouse, its boxes and its floor plan
 * together, then the alternatives nearby without holding the page up. A box can be selected (on the
 * floor plan or in the list) when it can be ordered; selecting it again clears the selection.
 * Effects: `loadWarehouse` and `loadRecommended`, by warehouse id.
 */
export const warehouseDetailMachine = setup({
  types: {
    context: {} as WarehouseDetailContext,
    events: {} as WarehouseDetailEvent,
    input: {} as { warehouseId: number },
  },
  actors: {
    loadWarehouse: fromPromise<LoadedWarehouse, { warehouseId: number }>(async () => {
      throw new Error('no loader provided');
    }),
    loadRecommended: fromPromise<Warehouse[], { warehouseId: number }>(async () => []),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFound(params.error),
    isOrderable: ({ context, event }) => event.type === 'select-box' && event.boxId !== null && canOrder(context.loaded, event.boxId),
    isSelectedAgain: ({ context, event }) => event.type === 'select-box' && event.boxId === context.selectedBoxId,
  },
}).createMachine({
  id: 'warehouseDetail',
  context: ({ input }) => ({ warehouseId: input.warehouseId, loaded: null, recommended: [], selectedBoxId: null }),
  initial: 'Loading',
  states: {
    Loading: {
      description: 'Detail, boxes and floor plan are requested together.',
      invoke: {
        src: 'loadWarehouse',
        input: ({ context }) => ({ warehouseId: context.warehouseId }),
        onDone: { target: 'Ready', actions: assign({ loaded: ({ event }) => event.output }) },
        onError: [{ guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'NotFound' }, { target: 'Failed' }],
      },
    },
    Ready: {
      description: 'The page is shown; the alternatives arrive when they arrive.',
      invoke: {
        src: 'loadRecommended',
        input: ({ context }) => ({ warehouseId: context.warehouseId }),
        onDone: { actions: assign({ recommended: ({ event }) => event.output }) },
        // Alternatives are a suggestion: without them the page is still complete.
        onError: {},
      },
      on: {
        'select-box': [
          { guard: 'isSelectedAgain', actions: assign({ selectedBoxId: null }) },
          { guard: 'isOrderable', actions: assign({ selectedBoxId: ({ event }) => event.boxId }) },
          { actions: assign({ selectedBoxId: null }) },
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
