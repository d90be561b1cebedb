import type { LocaleTag } from './appConfig';
import type { Currency } from './countries';

/**
 * How dates, numbers and money are written, shared by the app and the server (e-mails, PDFs, the
 * sandbox card page) so one customer sees one format everywhere. The INTERFACE LANGUAGE decides the
 * format, not the warehouse's country and not the app's `formatLocale` setting:
 *
 * | language | locale | date         | money (EUR / CZK)          |
 * |----------|--------|--------------|----------------------------|
 * | sk       | sk-SK  | 23. 11. 2026 | 1 234,50 € / 1 234,50 Kč   |
 * | cs       | cs-CZ  | 23. 11. 2026 | 1 234,50 € / 1 234,50 Kč   |
 * | en       | en-GB  | 23/11/2026   | €1,234.50 / Kč 1,234.50    |
 * | uk       | uk-UA  | 23.11.2026   | 1 234,50 € / 1 234,50 Kč   |
 * | pl       | pl-PL  | 23.11.2026   | 1234,50 € / 1234,50 Kč     |
 * | hu       | hu-HU  | 2026. 11. 23.| 1234,50 € / 1234,50 Kč     |
 * | ro       | ro-RO  | 23.11.2026   | 1.234,50 € / 1.234,50 Kč   |
 *
 * English is British English: day/month/year and the symbol before the amount, as a European
 * English reader expects. The currency is always the warehouse's, written with its usual symbol in
 * every language (€, Kč, zł, Ft, lei), never the ISO code; the symbol's place and spacing are the
 * language's. Intl's own narrow symbols are not used as they are (Czech writes RON as "L", Polish as
 * "lej"): the symbol is taken from `currencySymbols`.
 *
 * Money arrives in integer minor units (cents, haléře, grosze, fillér, bani). Forints are written
 * without decimals, as Hungarians do (`12 345 Ft`); a forint amount with fillér in it (a VAT share on
 * an invoice) keeps its two decimals rather than being silently rounded.
 *
 * Intl separates thousands with a no-break space (U+00A0) in most of these languages and sometimes a
 * narrow one (U+202F); every result writes U+00A0 only, which every PDF viewer, mail client and text
 * search handles, so the same amount is the same string in the app and in a document.
 *
 * Formatters are built once per language (and currency) on first use and shared: building an Intl
 * formatter costs far more than using one.
 */

export const formatLocales: Record<LocaleTag, string> = {
  sk: 'sk-SK',
  cs: 'cs-CZ',
  en: 'en-GB',
  uk: 'uk-UA',
  pl: 'pl-PL',
  hu: 'hu-HU',
  ro: 'ro-RO',
};

/** The language formats fall back to when given one we do not offer. */
const FALLBACK: LocaleTag = 'en';

export const currencySymbols: Record<Currency, string> = {
  EUR: '€',
  CZK: 'Kč',
  PLN: 'zł',
  HUF: 'Ft',
  RON: 'lei',
};

/** Minor units per major unit; every operating currency has two decimals in ISO 4217. */
const MINOR_PER_MAJOR = 100;

/** Currencies written without decimals when the amount is whole. */
const wholeByCustom: ReadonlySet<string> = new Set<Currency>(['HUF']);

export interface MoneyValue {
  /** Integer amount of minor units. */
  minor: number;
  currency: Currency | string;
}

export interface Formatters {
  /** The full locale tag the language formats with (for other Intl formats, such as units). */
  locale: string;
  /**
   * A calendar date. A string is read as an ISO date (its first ten characters, `YYYY-MM-DD`) and
   * written as that date whatever the time zone; a `Date` is written in the runtime's time zone.
   */
  date: (value: string | Date) => string;
  /** An instant with hours, minutes and seconds, in the runtime's time zone. */
  dateTime: (value: string | Date) => string;
  /** A number; at most `maxFractionDigits` decimals (3 unless given). */
  number: (value: number, maxFractionDigits?: number) => string;
  /** Money from integer minor units, with its currency's symbol. */
  money: (value: MoneyValue) => string;
}

const tidy = (s: string) => s.replace(/\u202f/g, '\u00a0');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** `xx` or `XX` (the API's `Language`) or `xx-YY` to one of our languages; anything else: English. */
export function formatLanguageOf(language: string | null | undefined): LocaleTag {
  const lang = (language ?? '').slice(0, 2).toLowerCase();
  return lang in formatLocales ? (lang as LocaleTag) : FALLBACK;
}

function createFormatters(lang: LocaleTag): Formatters {
  const locale = formatLocales[lang];
  const once = <T>(make: () => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const dateFields = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
  const calendarDate = once(() => new Intl.DateTimeFormat(locale, { ...dateFields, timeZone: 'UTC' }));
  const localDate = once(() => new Intl.DateTimeFormat(locale, dateFields));
  const dateTime = once(
    () =>
      new Intl.DateTimeFormat(locale, {
        ...dateFields,
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
  );
  const numbers = new Map<number, Intl.NumberFormat>();
  const numberFormat = (digits: number) => {
    let format = numbers.get(digits);
    if (!format) numbers.set(digits, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits })));
    return format;
  };
  const currencies = new Map<string, Intl.NumberFormat>();
  const currencyFormat = (currency: string, decimals: number) => {
    const key = `${currency}/${decimals}`;
    let format = currencies.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      currencies.set(key, format);
    }
    return format;
  };
  return {
    locale,
    date: (value) =>
      tidy(
        typeof value === 'string' && ISO_DATE.test(value)
          ? calendarDate().format(new Date(`${value.slice(0, 10)}T00:00:00Z`))
          : localDate().format(new Date(value)),
      ),
    dateTime: (value) => tidy(dateTime().format(new Date(value))),
    number: (value, maxFractionDigits = 3) => tidy(numberFormat(maxFractionDigits).format(value)),
    money: ({ minor, currency }) => {
      const decimals = wholeByCustom.has(currency) && minor % MINOR_PER_MAJOR === 0 ? 0 : 2;
      const symbol = currencySymbols[currency as Currency];
      const parts = currencyFormat(currency, decimals).formatToParts(minor / MINOR_PER_MAJOR);
      return tidy(parts.map((p) => (p.type === 'currency' && symbol ? symbol : p.value)).join(''));
    },
  };
}

const shared = new Map<LocaleTag, Formatters>();

/** The formatters of an interface language (`sk`, `SK`, `sk-SK`…), built once and shared. */
export function formattersFor(language: string | null | undefined): Formatters {
  const lang = formatLanguageOf(language);
  let formatters = shared.get(lang);
  if (!formatters) shared.set(lang, (formatters = createFormatters(lang)));
  return formatters;
}
