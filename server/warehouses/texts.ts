import { sql, type SQL } from 'drizzle-orm';
import { operatingCountries } from '../../contract/countries';
import type { Language } from '../../contract/primitives';
import { languageOfCountry } from '../http/language';

type TextColumn = 'description' | 'opening_hours' | 'address_note';

/** The language of the country of the warehouse row `w`, in SQL. */
const countryLanguage = sql.raw(`case w.country ${operatingCountries.map((c) => `when '${c}' then '${languageOfCountry[c]}'`).join(' ')} end`);

/**
 * One text of the warehouse row `w` as a subquery: in the page's language, else in its country's
 * language, else in English, else in any language (the first by code, so the choice is stable).
 * Each text is chosen on its own, so a description missing in one language does not hide a note.
 */
export const textOf = (column: TextColumn, language: Language): SQL => {
  const value = sql.raw(`t.${column}`);
  return sql`(select ${value} from warehouse_text t where t.warehouse_id = w.id and ${value} is not null
    order by case when t.language = ${language} then 0 when t.language = ${countryLanguage} then 1 when t.language = 'EN' then 2 else 3 end, t.language
    limit 1)`;
};
