import type { Currency } from '../../contract/countries';

/**
 * Money and dates as the document's language writes them. Intl separates thousands with a narrow
 * no-break space in some locales; it is written as an ordinary no-break space, which every PDF
 * viewer's text search and copy handle.
 */
const tidy = (s: string) => s.replace(/\u202f/g, '\u00a0');

export const formatMoney = (minor: number, currency: Currency | string, locale: string) =>
  tidy(new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100));

/** An ISO date (YYYY-MM-DD) or an instant as a calendar date in UTC. */
export const formatDate = (value: string | Date, locale: string) =>
  tidy(
    new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(
      typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value,
    ),
  );

export const formatNumber = (value: number, locale: string, fractionDigits = 2) =>
  tidy(new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }).format(value));
