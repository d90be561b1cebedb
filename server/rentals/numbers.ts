import { sql } from 'drizzle-orm';
import { alpha2Of, type OperatingCountry } from '@contract/countries';
import { queryRows, type Db } from '../db/client';

/** Numbers start with the country's ISO 3166 alpha-2 code: SK2026000001, SK-2026-000001. */
export const countryPrefix = (country: OperatingCountry): string => alpha2Of[country];

/**
 * Takes the next number of a series and year. Must run inside the transaction that uses the number:
 * the upsert locks the series row until commit, so concurrent transactions wait for each other, and a
 * rollback returns the number. That is what keeps invoice numbers without gaps, as tax law requires.
 */
export async function nextNumber(tx: Db, series: string, year: number): Promise<number> {
  return (await takeNumbers(tx, series, year, 1))[0];
}

/** The next `count` numbers of a series and year, in order, taken in one statement under the same rule as nextNumber. */
async function takeNumbers(tx: Db, series: string, year: number, count: number): Promise<number[]> {
  const [row] = await queryRows<{ last_value: number }>(
    tx,
    sql`
    insert into number_series (series, year, last_value) values (${series}, ${year}, ${count})
    on conflict (series, year) do update set last_value = number_series.last_value + ${count}
    returning last_value`,
  );
  const last = Number(row.last_value);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

const invoiceNumberOf = (country: OperatingCountry, year: number, n: number) =>
  `${countryPrefix(country)}${year}${String(n).padStart(6, '0')}`;

export async function nextInvoiceNumber(tx: Db, country: OperatingCountry, year: number): Promise<string> {
  return invoiceNumberOf(country, year, await nextNumber(tx, `invoice:${country}`, year));
}

/** `count` consecutive invoice numbers of a country's series, for a batch of invoices issued together. */
export async function nextInvoiceNumbers(
  tx: Db,
  country: OperatingCountry,
  year: number,
  count: number,
): Promise<string[]> {
  if (count === 0) return [];
  return (await takeNumbers(tx, `invoice:${country}`, year, count)).map((n) => invoiceNumberOf(country, year, n));
}

export async function nextContractNumber(tx: Db, country: OperatingCountry, year: number): Promise<string> {
  const n = await nextNumber(tx, `contract:${country}`, year);
  return `${countryPrefix(country)}-${year}-${String(n).padStart(6, '0')}`;
}
