import type { APIRequestContext } from './test';

/** A free box of a smart-lock (V2) warehouse and where that warehouse stands. */
export interface SmartLockBox {
  boxId: number;
  warehouseId: number;
  location: { lat: number; lng: number };
}

/**
 * A free box in an active Slovak V2 warehouse with nonstop entry: the order form is filled in for
 * Slovakia, and the lock hours must not depend on the time of day the test runs.
 */
export async function freeSmartLockBox(request: APIRequestContext): Promise<SmartLockBox> {
  type Listed = {
    id: number;
    country: string;
    hasFreeBoxes: boolean;
    features: { nonstopEntry: boolean };
    deactivation: { deactivated: boolean };
    unavailable: unknown;
  };
  const warehouses = (await (await request.get('/api/client/warehouse?limit=200')).json()) as Listed[];
  for (const warehouse of warehouses.filter(
    (w) =>
      w.country === 'SVK' &&
      w.hasFreeBoxes &&
      w.features.nonstopEntry &&
      !w.deactivation.deactivated &&
      w.unavailable === null,
  )) {
    const detail = (await (await request.get(`/api/client/warehouse/${warehouse.id}`)).json()) as {
      lockVersion: string;
      location: { lat: number; lng: number };
    };
    if (detail.lockVersion !== 'V2') continue;
    const { boxes } = (await (await request.get(`/api/client/warehouse/${warehouse.id}/boxes`)).json()) as {
      boxes: { id: number; free: boolean }[];
    };
    const free = boxes.find((b) => b.free);
    if (free) return { boxId: free.id, warehouseId: warehouse.id, location: detail.location };
  }
  throw new Error('no free box in a nonstop smart-lock warehouse of the demo network');
}

type SimulatedLock = { lockId: string; state: 'LOCKED' | 'UNLOCKED' };

/** A simulated lock's state as the development page lists it. */
export const lockState = async (request: APIRequestContext, lockId: string) =>
  ((await (await request.get('/dev/locks.json')).json()) as SimulatedLock[]).find((l) => l.lockId === lockId)?.state;
