import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { warehouse } from '../db/schema';
import { operatingCountries } from '@contract/countries';
import type { Language } from '@contract/primitives';
import { languageOfCountry } from '../http/language';

type TextColumn = 'description' | 'opening_hours' | 'address_note';

/** The language of the country of the warehouse row `table`, in SQL. */
const countryLanguage = (table: string) =>
  sql.raw(
    `case ${table}.country ${operatingCountries.map((c) => `when '${c}' then '${languageOfCountry[c]}'`).join(' ')} end`,
  );

/**
 * One text of the warehouse row `table` (the alias `w` of the raw queries, or `"warehouse"` in a
 * query built with Drizzle) as a subquery: in the page's language, else in its country's language,
 * else in English, else in any language (the first by code, so the choice is stable). Each text is
 * chosen on its own, so a description missing in one language does not hide a note.
 */
export const textOf = (column: TextColumn, language: Language, table = 'w'): SQL => {
  const value = sql.raw(`t.${column}`);
  const id = sql.raw(`${table}.id`);
  return sql`(select ${value} from warehouse_text t where t.warehouse_id = ${id} and ${value} is not null
    order by case when t.language = ${language} then 0 when t.language = ${countryLanguage(table)} then 1 when t.language = 'EN' then 2 else 3 end, t.language
    limit 1)`;
};

/** The address note and opening hours repeated inside offers and contracts, in one language. */
export const summaryTextColumns = (language: Language) => ({
  addressNote: sql<string | null>`${textOf('address_note', language, '"warehouse"')}`,
  openingHours: sql<string | null>`${textOf('opening_hours', language, '"warehouse"')}`,
});

/** Those two texts of one warehouse, for an answer built around it (the order offer). */
export async function summaryTextsOf(
  db: Db,
  warehouseId: number,
  language: Language,
): Promise<{ addressNote: string | null; openingHours: string | null }> {
  const [row] = await db.select(summaryTextColumns(language)).from(warehouse).where(eq(warehouse.id, warehouseId));
  return row ?? { addressNote: null, openingHours: null };
}
