import { createRequire } from 'node:module';
import type Holidays from 'date-holidays';
import { alpha2Of, type OperatingCountry } from '@contract/countries';
import type { Language } from '@contract/primitives';

/** date-holidays (every country's calendar, a large module) is loaded with the first question. */
let holidaysClass: typeof Holidays | undefined;
const loadHolidays = () => (holidaysClass ??= createRequire(import.meta.url)('date-holidays') as typeof Holidays);

/**
 * The country's public holidays (days off by law, the ones the locks' "working days only" hours
 * skip) from `today` for twelve months, named in `language` where the calendar has that language,
 * else in English.
 */
export function publicHolidays(
  country: OperatingCountry,
  today: string,
  language: Language,
): { date: string; name: string }[] {
  const HolidayCalendar = loadHolidays();
  const calendar = new HolidayCalendar(alpha2Of[country], { types: ['public'] });
  const wanted = language.toLowerCase();
  const lang = calendar.getLanguages().includes(wanted) ? wanted : 'en';
  const year = Number(today.slice(0, 4));
  const end = `${year + 1}${today.slice(4)}`;
  return [year, year + 1]
    .flatMap((y) => calendar.getHolidays(y, lang))
    .filter((h) => h.type === 'public')
    .map((h) => ({ date: h.date.slice(0, 10), name: h.name }))
    .filter((h) => h.date >= today && h.date < end);
}
