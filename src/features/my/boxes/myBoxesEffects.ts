import type { SharedBoxes } from '@contract/entities';
import type { Box } from '@contract/warehouse';
import type { MyListEffects } from '@machines/myList/effects';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import type { MyBox } from './myBoxes';

// My boxes' calls, apart from the other lists' (contracts/, rents/): the page most visits to My area
// open does not download the contracts' and rents' filters.

/**
 * Boxes shared with me (live shares of running contracts): a failure only hides the section, since
 * the customer's own boxes matter most.
 */
async function loadSharedWithMe(): Promise<SharedBoxes['sharedWithMe']> {
  try {
    const result = await api.my.sharedBoxes();
    return result.status === 200 ? result.body.sharedWithMe : [];
  } catch {
    return [];
  }
}

/** Size class and floor area come from the warehouse's box list; without it the card shows neither. */
async function boxesOf(warehouseIds: number[]): Promise<Map<number, Box>> {
  const lists = await Promise.all(
    warehouseIds.map((id) =>
      api.warehouse
        .boxes({ params: { id } })
        .then((r) => (r.status === 200 ? r.body.boxes : []))
        .catch(() => []),
    ),
  );
  return new Map(lists.flat().map((box) => [box.id, box]));
}

export const myBoxesEffects: MyListEffects<MyBox> = {
  load: async () => {
    const [contracts, shared] = await Promise.all([
      // Running contracts (active or under notice), filtered here: two statuses would be an array in the query.
      api.my
        .contracts({ query: {} })
        .then((r) => bodyOf(r, 200).filter((c) => c.status === 'ACTIVE' || c.status === 'TERMINATING')),
      loadSharedWithMe(),
    ]);
    const boxes = await boxesOf([...new Set([...contracts, ...shared].map((item) => item.warehouse.id))]);
    return [
      ...contracts.map(
        (contract): MyBox => ({
          kind: 'own',
          contractId: contract.id,
          contractNumber: contract.businessId,
          boxId: contract.boxId,
          boxName: contract.boxName,
          warehouse: contract.warehouse,
          box: boxes.get(contract.boxId) ?? null,
          accessCode: contract.accessCode,
          status: contract.status,
          terminationAt: contract.terminationAt,
          ownerName: null,
        }),
      ),
      ...shared.map(
        (item): MyBox => ({
          kind: 'shared',
          contractId: item.contractId,
          contractNumber: null,
          boxId: item.boxId,
          boxName: item.boxName,
          warehouse: item.warehouse,
          box: boxes.get(item.boxId) ?? null,
          accessCode: item.accessCode,
          status: null,
          terminationAt: null,
          ownerName: item.ownerName,
        }),
      ),
    ];
  },
};
