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
export const WELL_FORMED_TEXT = /^[^\u0000\uD800-\uDFFF]*$/u;

/** Where a page of a list starts: bounded, so a huge offset is a 400 rather than a scan or an overflow. */
export const MAX_PAGE_OFFSET = 100_000;

export const languages = ['SK', 'CS', 'EN', 'UK', 'PL', 'HU', 'RO'] as const;
export type LanguageCode = (typeof languages)[number];
