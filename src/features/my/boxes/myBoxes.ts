import type { RentalContract, WarehouseSummary } from '@contract/entities';
import type { Box } from '@contract/warehouse';

/** One box on My boxes: rented by the customer, or shared with them by its owner. */
export interface MyBox {
  kind: 'own' | 'shared';
  contractId: number;
  /** The contract's number; a shared box's contract belongs to its owner, so it is not shown. */
  contractNumber: string | null;
  /** The box's id: its smart lock and its access log are asked for by it. */
  boxId: number;
  boxName: string;
  warehouse: WarehouseSummary;
  /** Size class and floor area; null when the warehouse's box list could not be read. */
  box: Pick<Box, 'sizeClass' | 'area'> | null;
  /** The keypad code of the warehouse entrance (V1), where the contract has one. */
  accessCode: string | null;
  status: RentalContract['status'] | null;
  terminationAt: string | null;
  ownerName: string | null;
}
