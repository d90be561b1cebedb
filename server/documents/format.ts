import type { Currency } from '@contract/countries';
import { formattersFor } from '@contract/format';

/**
 * Money, dates and numbers in documents, e-mails and the sandbox card page, written exactly as the
 * app writes them for the same interface language (`contract/format.ts`: one rule, one module).
 * `language` is the recipient's or the page's language: the API's `SK`, `sk`, or a tag such as
 * `sk-SK` (a document's `documentTexts[…].locale`). No-break spaces are U+00A0 only, which every PDF
 * viewer's text search and copy handle.
 */
export const formatMoney = (minor: number, currency: Currency | string, language: string) =>
  formattersFor(language).money({ minor, currency });

/** An ISO date (YYYY-MM-DD; an instant's first ten characters) as that calendar date. */
export const formatDate = (value: string | Date, language: string) => formattersFor(language).date(value);

export const formatNumber = (value: number, language: string, fractionDigits = 2) =>
  formattersFor(language).number(value, fractionDigits);
