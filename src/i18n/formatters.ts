import { useMemo } from 'react';
import type { Money } from '../../contract/primitives';
import { useConfig } from '../config/ConfigContext';

/**
 * Dates, numbers and money follow the configured format locale (spec: `formatLocale`), not the
 * interface language: an English-speaking customer in Bratislava still sees `1 234,50 €`.
 * Messages (and their plural rules) follow the interface language through react-intl.
 */
export function createFormatters(formatLocale: string) {
  const dateTime = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium', timeStyle: 'medium' });
  const date = new Intl.DateTimeFormat(formatLocale, { dateStyle: 'medium' });
  const number = new Intl.NumberFormat(formatLocale);
  return {
    dateTime: (value: Date) => dateTime.format(value),
    date: (value: Date) => date.format(value),
    number: (value: number) => number.format(value),
    money: (value: Money) =>
      new Intl.NumberFormat(formatLocale, { style: 'currency', currency: value.currency }).format(value.minor / 100),
  };
}

export type Formatters = ReturnType<typeof createFormatters>;

export function useFormatters(): Formatters {
  const { formatLocale } = useConfig();
  return useMemo(() => createFormatters(formatLocale), [formatLocale]);
}
