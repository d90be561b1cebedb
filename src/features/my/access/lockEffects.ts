import type { AccessLogEntry, Unlocked, UnlockLocation } from '@contract/lock';
import type { MyListEffects } from '@machines/myList/effects';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';

/** The signed-in customer's unlock calls: a box door by the box's id, the entrances by the warehouse's. */
export const unlockBox =
  (boxId: number) =>
  async (location: UnlockLocation): Promise<Unlocked> =>
    bodyOf(await api.lock.unlockBox({ params: { id: boxId }, body: location }), 200);

export const unlockEntrance =
  (warehouseId: number) =>
  async (location: UnlockLocation): Promise<Unlocked> =>
    bodyOf(await api.lock.unlockWarehouse({ params: { id: warehouseId }, body: location }), 200);

export const unlockBackupEntrance =
  (warehouseId: number) =>
  async (location: UnlockLocation): Promise<Unlocked> =>
    bodyOf(await api.lock.unlockWarehouseBackup({ params: { id: warehouseId }, body: location }), 200);

/** The access log of one own box as a list of the customer area; the query is the box's id. */
export const accessLogEffects: MyListEffects<AccessLogEntry> = {
  load: async (query) => bodyOf(await api.lock.accessLog({ params: { id: Number(query) } }), 200),
};

/** The lock's PIN of a contract I own or that is shared with me. */
export async function loadLockPin(contractId: number): Promise<string> {
  return bodyOf(await api.rentalContract.lockAccessPin({ params: { id: contractId } }), 200).value;
}
