/**
 * The bounds and value lists of the contract's primitives, without zod: the browser uses them on
 * pages that must not load zod. contract/primitives.ts builds its schemas from them.
 */

/** The range of a PostgreSQL `integer` (int4) column: every integer the API takes fits one. */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;
/** The most items a list in a request may hold, unless its field says fewer. */
export const MAX_LIST_ITEMS = 1_000;
/**
 * Text the database can store and every program can read: no NUL character and no UTF-16 surrogate
 * without its pair (with the `u` flag, a paired surrogate is one code point and does not match).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character this pattern exists to refuse.
export const WELL_FORMED_TEXT = /^[^\u0000\uD800-\uDFFF]*$/u;

/** Where a page of a list starts: bounded, so a huge offset is a 400 rather than a scan or an overflow. */
export const MAX_PAGE_OFFSET = 100_000;

/**
 * Whether the text starts with a day that exists (no 30 February, no year 0): the database refuses
 * the others. A text not starting with `YYYY-MM-DD` passes here, for its format check to report it.
 */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return true;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const lastOfMonth = new Date(0);
  lastOfMonth.setUTCFullYear(year, month, 0);
  return day <= lastOfMonth.getUTCDate();
}

/** A calendar date as the API writes it: `YYYY-MM-DD` (a day that exists: isCalendarDay). */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const languages = ['SK', 'CS', 'EN', 'UK', 'PL', 'HU', 'RO'] as const;
