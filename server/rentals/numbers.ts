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
  const [row] = await queryRows<{ last_value: number }>(
    tx,
    sql`
    insert into number_series (series, year, last_value) values (${series}, ${year}, 1)
    on conflict (series, year) do update set last_value = number_series.last_value + 1
    returning last_value`,
  );
  return Number(row.last_value);
}

export async function nextInvoiceNumber(tx: Db, country: OperatingCountry, year: number): Promise<string> {
  const n = await nextNumber(tx, `invoice:${country}`, year);
  return `${countryPrefix(country)}${year}${String(n).padStart(6, '0')}`;
}

export async function nextContractNumber(tx: Db, country: OperatingCountry, year: number): Promise<string> {
  const n = await nextNumber(tx, `contract:${country}`, year);
  return `${countryPrefix(country)}-${year}-${String(n).padStart(6, '0')}`;
}
