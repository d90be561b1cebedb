import type { RentalContract, RentalContractDetail, Rent } from '@contract/entities';
import type { MyListEffects } from '@machines/myList/effects';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import { readContractFilters } from '../shared/listQuery';

export const contractsEffects: MyListEffects<RentalContract> = {
  load: async (query) => {
    const { country, status } = readContractFilters(query);
    // One value each: the client writes an array as `status[0]=…`, which the server does not read.
    return bodyOf(await api.my.contracts({ query: { ...(country && { country }), ...(status && { status }) } }), 200);
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
