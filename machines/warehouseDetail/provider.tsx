import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { WarehouseDetailEffects } from './effects';
import { warehouseDetailMachine } from './machine';
import type { LoadedWarehouse } from './types';

export type { WarehouseDetailEffects } from './effects';

export const WarehouseDetailContext = createActorContext(warehouseDetailMachine);

/** The detail machine with its effects filled in. */
export function provideWarehouseDetailMachine(effects: WarehouseDetailEffects) {
  return warehouseDetailMachine.provide({
    actors: {
      loadWarehouse: fromPromise(({ input, signal }) => effects.loadWarehouse(input.warehouseId, signal)),
      loadRecommended: fromPromise(({ input, signal }) => effects.loadRecommended(input.warehouseId, signal)),
    },
  });
}

/** Runs the detail machine for one warehouse; mount it with `key={warehouseId}` to start over for another. */
export function WarehouseDetailProvider({
  warehouseId,
  loaded = null,
  effects,
  children,
}: {
  warehouseId: number;
  /** The warehouse as it came with a server-rendered page: shown at once, not requested again. */
  loaded?: LoadedWarehouse | null;
  effects: WarehouseDetailEffects;
  children: ReactNode;
}) {
  const [logic] = useState(() => provideWarehouseDetailMachine(effects));
  return (
    <WarehouseDetailContext.Provider logic={logic} options={{ input: { warehouseId, loaded }, inspect }}>
      {children}
    </WarehouseDetailContext.Provider>
  );
}
