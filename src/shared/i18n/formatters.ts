import type { Money } from '../../../contract/primitives';
import { useConfig } from '../config/ConfigContext';

/**
 * Dates, numbers and money follow the configured format locale (spec: `formatLocale`), not the
 * interface language: an English-speaking customer in Bratislava still sees `1 234,50 €`.
 * Messages (and their plural rules) follow the interface language through react-intl.
 *
 * Building an Intl formatter costs far more than using one, and a box table formats money in every
 * row: each formatter is built once per locale (and currency), on first use, and shared.
 */
function createFormatters(formatLocale: string) {
  const once = <T,>(make: () => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const dateTime = once(() => new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium', timeStyle: 'medium' }));
  const date = once(() => new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium' }));
  const number = once(() => new Intl.NumberFormat(formatLocale));
  const currencies = new Map<string, Intl.NumberFormat>();
  const currency = (code: string) => {
    let format = currencies.get(code);
    if (!format) currencies.set(code, (format = new Intl.NumberFormat(formatLocale, { style: 'currency', currency: code })));
    return format;
  };
  return {
    dateTime: (value: Date) => dateTime().format(value),
    date: (value: Date) => date().format(value),
    number: (value: number) => number().format(value),
    money: (value: Money) => currency(value.currency).format(value.minor / 100),
  };
}

export type Formatters = ReturnType<typeof createFormatters>;

const shared = new Map<string, Formatters>();

export function formattersFor(formatLocale: string): Formatters {
  let formatters = shared.get(formatLocale);
  if (!formatters) shared.set(formatLocale, (formatters = createFormatters(formatLocale)));
  return formatters;
}

export function useFormatters(): Formatters {
  return formattersFor(useConfig().formatLocale);
}
