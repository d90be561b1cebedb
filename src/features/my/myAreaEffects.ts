import type { RentalContract, RentalContractDetail, Rent } from '@contract/entities';
import type { MyListEffects } from '@machines/myList/effects';
import { bodyOf, failureOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import { readContractFilters, readRentFilters } from './listQuery';

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
 * A PDF of the customer area as a file: the call needs the bearer token, which a plain link cannot
 * send, so the bytes are fetched and handed to the browser as a download.
 */
export async function downloadPdf(
  document: { kind: 'invoice' | 'agreement'; id: number },
  fileName: string,
): Promise<void> {
  const result =
    document.kind === 'invoice'
      ? await api.my.downloadInvoice({ params: { id: document.id } })
      : await api.my.downloadLegalAgreement({ params: { id: document.id } });
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
