import type { RentalContract, RentalContractDetail, Rent, SharedBoxes } from '../../../contract/entities';
import type { Box } from '../../../contract/warehouse';
import type { MyListEffects } from '../../../machines/myList/effects';
import { bodyOf, failureOf } from '../../shared/api/apiFailure';
import { api } from '../../shared/api/client';
import { readContractFilters, readRentFilters } from './listQuery';
import type { MyBox } from './myBoxes';

/** The current year in the customer's time zone: "paid in" defaults to it. */
export const currentYear = (): number => new Date().getFullYear();

export const contractsEffects: MyListEffects<RentalContract> = {
  load: async (query) => {
    const { country, status } = readContractFilters(query);
    // One value each: the client writes an array as `status[0]=…`, which the server does not read.
    return bodyOf(await api.my.contracts({ query: { ...(country && { country }), ...(status && { status }) } }), 200);
  },
};

export const rentsEffects: MyListEffects<Rent> = {
  load: async (query) => {
    const { show, year } = readRentFilters(query, currentYear());
    return bodyOf(await api.my.rents({ query: { filter: show, ...(show === 'paid' && { year }) } }), 200);
  },
};

/** A contract with its rents: the detail page's one item. */
export interface ContractWithRents {
  contract: RentalContractDetail;
  rents: Rent[];
}

/** The detail page's "list" is the contract itself (the query is its id). */
export const contractDetailEffects: MyListEffects<ContractWithRents> = {
  load: async (query) => {
    const id = Number(query);
    const [contract, rents] = await Promise.all([
      api.my.contract({ params: { id } }).then((r) => bodyOf(r, 200)),
      api.my.contractRents({ params: { id } }).then((r) => bodyOf(r, 200)),
    ]);
    return [{ contract, rents }];
  },
};

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
      api.my.contracts({ query: {} }).then((r) => bodyOf(r, 200).filter((c) => c.status === 'ACTIVE' || c.status === 'TERMINATING')),
      loadSharedWithMe(),
    ]);
    const boxes = await boxesOf([...new Set([...contracts, ...shared].map((item) => item.warehouse.id))]);
    return [
      ...contracts.map((contract): MyBox => ({
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
      })),
      ...shared.map((item): MyBox => ({
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
      })),
    ];
  },
};

/** The lock's PIN of a contract I own or that is shared with me. */
export async function loadLockPin(contractId: number): Promise<string> {
  return bodyOf(await api.rentalContract.lockAccessPin({ params: { id: contractId } }), 200).value;
}

/**
 * A PDF of the customer area as a file: the call needs the bearer token, which a plain link cannot
 * send, so the bytes are fetched and handed to the browser as a download.
 */
export async function downloadPdf(document: { kind: 'invoice' | 'agreement'; id: number }, fileName: string): Promise<void> {
  const result = document.kind === 'invoice' ? await api.my.downloadInvoice({ params: { id: document.id } }) : await api.my.downloadLegalAgreement({ params: { id: document.id } });
  if (result.status !== 200 || !(result.body instanceof Blob)) throw failureOf(result);
  const url = URL.createObjectURL(result.body);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is released afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
