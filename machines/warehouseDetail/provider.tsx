import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { Warehouse } from '../../contract/warehouse';
import { warehouseDetailMachine } from './machine';
import type { LoadedWarehouse } from './types';

export const WarehouseDetailContext = createActorContext(warehouseDetailMachine);

export interface WarehouseDetailEffects {
  loadWarehouse: (warehouseId: number, signal: AbortSignal) => Promise<LoadedWarehouse>;
  loadRecommended: (warehouseId: number, signal: AbortSignal) => Promise<Warehouse[]>;
}

/** Runs the detail machine for one warehouse; mount it with `key={warehouseId}` to start over for another. */
export function WarehouseDetailProvider({ warehouseId, effects, children }: { warehouseId: number; effects: WarehouseDetailEffects; children: ReactNode }) {
  const [logic] = useState(() =>
    warehouseDetailMachine.provide({
      actors: {
        loadWarehouse: fromPromise(({ input, signal }) => effects.loadWarehouse(input.warehouseId, signal)),
        loadRecommended: fromPromise(({ input, signal }) => effects.loadRecommended(input.warehouseId, signal)),
      },
    }),
  );
  return (
    <WarehouseDetailContext.Provider logic={logic} options={{ input: { warehouseId } }}>
      {children}
    </WarehouseDetailContext.Provider>
  );
}
