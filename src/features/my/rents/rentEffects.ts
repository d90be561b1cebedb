import type { Rent } from '@contract/entities';
import type { MyListEffects } from '@machines/myList/effects';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import { readRentFilters } from '../shared/listQuery';

/** The current year in the customer's time zone: "paid in" defaults to it. */
export const currentYear = (): number => new Date().getFullYear();

export const rentsEffects: MyListEffects<Rent> = {
  load: async (query) => {
    const { show, year } = readRentFilters(query, currentYear());
    return bodyOf(await api.my.rents({ query: { filter: show, ...(show === 'paid' && { year }) } }), 200);
  },
};
