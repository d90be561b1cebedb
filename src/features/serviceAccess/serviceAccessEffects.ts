import type { Unlocked, UnlockLocation } from '@contract/lock';
import type { ServiceTokenEffects, ServiceTokenQuery } from '@machines/serviceToken/effects';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';

export const serviceTokenEffects: ServiceTokenEffects = {
  checkValidity: async (query) => bodyOf(await api.unlockToken.validity({ query }), 200),
  now: () => Date.now(),
};

/** Opening one lock with the location of the device: what a lock control calls on a press. */
export type Unlock = (location: UnlockLocation) => Promise<Unlocked>;

/** The unlock calls of one e-mailed link: a warehouse's entrances and a box's door, by their ids. */
export interface TokenUnlocks {
  entrance: (warehouseId: number) => Unlock;
  backupEntrance: (warehouseId: number) => Unlock;
  box: (boxId: number) => Unlock;
}

/** The link's e-mail and token go in the path of every call: the holder has no session. */
export function tokenUnlocks({ email, token }: ServiceTokenQuery): TokenUnlocks {
  return {
    entrance: (id) => async (body) =>
      bodyOf(await api.unlockToken.unlockWarehouse({ params: { id, email, token }, body }), 200),
    backupEntrance: (id) => async (body) =>
      bodyOf(await api.unlockToken.unlockWarehouseBackup({ params: { id, email, token }, body }), 200),
    box: (id) => async (body) => bodyOf(await api.unlockToken.unlockBox({ params: { id, email, token }, body }), 200),
  };
}
