import type { Currency } from '@contract/countries';
import { currencySymbols, formattersFor } from '@contract/format';

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

const preciseFormats = new Map<string, Intl.NumberFormat>();

/**
 * Money with a fixed number of decimals, for the unit price without VAT an invoice states (64,2276 €).
 * Written as `formatMoney` writes money in the same language (symbol, its place, separators, U+00A0
 * only; `formatParity.test.ts` holds the two together), kept apart from the shared formatter because only
 * the invoice PDF needs it and the app's pages would carry it for nothing. `amount` is in major units.
 */
export function formatMoneyPrecise(amount: number, decimals: number, currency: Currency | string, language: string) {
  const locale = formattersFor(language).locale;
  const key = `${locale}/${currency}/${decimals}`;
  let format = preciseFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    preciseFormats.set(key, format);
  }
  const symbol = currencySymbols[currency as Currency];
  return format
    .formatToParts(amount)
    .map((p) => (p.type === 'currency' && symbol ? symbol : p.value))
    .join('')
    .replace(/\u202f/g, '\u00a0');
}
