import { contractStatuses } from '@contract/enumValues';
import { isOperatingCountry, type OperatingCountryCode } from '@contract/operatingCountries';

export type ContractStatusValue = (typeof contractStatuses)[number];
export type RentsShow = 'all' | 'unpaid' | 'paid';

export interface ContractFilters {
  country: OperatingCountryCode | null;
  status: ContractStatusValue | null;
}

export interface RentFilters {
  show: RentsShow;
  /** The year of "paid in": only with `show` paid. */
  year: number;
}

const isStatus = (value: string | null): value is ContractStatusValue =>
  !!value && (contractStatuses as readonly string[]).includes(value);

/**
 * The filters of a list live in the address, so a link, a reload and Back/Forward show the same
 * list. Reading drops what is not a filter (e.g. `limitedView`) and anything unknown; writing puts
 * the keys in one order, so the same filters are always the same query.
 */
export function readContractFilters(search: string): ContractFilters {
  const params = new URLSearchParams(search);
  const country = params.get('country');
  const status = params.get('status');
  return { country: isOperatingCountry(country) ? country : null, status: isStatus(status) ? status : null };
}

export function writeContractFilters({ country, status }: ContractFilters): string {
  const params = new URLSearchParams();
  if (country) params.set('country', country);
  if (status) params.set('status', status);
  return params.toString();
}

export function readRentFilters(search: string, currentYear: number): RentFilters {
  const params = new URLSearchParams(search);
  const show = params.get('show');
  const year = Number(params.get('year'));
  return {
    show: show === 'unpaid' || show === 'paid' ? show : 'all',
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : currentYear,
  };
}

export function writeRentFilters({ show, year }: RentFilters, currentYear: number): string {
  const params = new URLSearchParams();
  if (show !== 'all') params.set('show', show);
  if (show === 'paid' && year !== currentYear) params.set('year', String(year));
  return params.toString();
}

/** The list's address with its filters (navigation adds `limitedView` when the page has it). */
export function withFilters(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}
