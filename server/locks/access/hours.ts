import { createRequire } from 'node:module';
import type Holidays from 'date-holidays';
import { DateTime } from 'luxon';

/**
 * A lock's opening hours: weekly intervals in the warehouse's local time. `days` are ISO weekdays
 * (Monday 1 … Sunday 7); `to` may be '24:00'; `workingDaysOnly` skips the country's public holidays
 * (Christmas, Easter Monday …, from the date-holidays calendars). No intervals (null) means 24/7.
 */
export interface AccessInterval {
  days: number[];
  from: string;
  to: string;
  workingDaysOnly?: boolean;
}
export type AccessHours = AccessInterval[] | null;

/** Warehouses without nonstop entry open daily 6:00–22:00, as their opening-hours texts say. */
export const DAYTIME_ACCESS: AccessInterval[] = [{ days: [1, 2, 3, 4, 5, 6, 7], from: '06:00', to: '22:00' }];
/** A barrier-free warehouse's step-free backup entrance opens on working days 8:00–16:00. */
export const BARRIER_FREE_BACKUP_ACCESS: AccessInterval[] = [
  { days: [1, 2, 3, 4, 5], from: '08:00', to: '16:00', workingDaysOnly: true },
];

/** The time zone a warehouse's hours are written in, by its country. */
export const warehouseTimeZone: Record<string, string> = {
  SVK: 'Europe/Bratislava',
  CZE: 'Europe/Prague',
  POL: 'Europe/Warsaw',
  HUN: 'Europe/Budapest',
  ROU: 'Europe/Bucharest',
};

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Reads stored hours defensively: anything malformed counts as no interval rather than 24/7. */
export function parseAccessHours(value: unknown): AccessHours {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) return [];
  const time = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
  return value.filter(
    (i): i is AccessInterval =>
      i &&
      Array.isArray(i.days) &&
      i.days.every((d: unknown) => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 7) &&
      time.test(i.from) &&
      time.test(i.to),
  );
}

/**
 * date-holidays (the calendars of every country, a large module) is loaded on the first holiday
 * question, not with the server's code: most starts answer none for a while.
 */
let holidaysClass: typeof Holidays | undefined;
const loadHolidays = () => (holidaysClass ??= createRequire(import.meta.url)('date-holidays') as typeof Holidays);
const holidayCalendars = new Map<string, Holidays>();
const twoLetter: Record<string, string> = { SVK: 'SK', CZE: 'CZ', POL: 'PL', HUN: 'HU', ROU: 'RO' };

/** Whether `at` falls on a public holiday (days off by law, not mere observances) of the country. */
export function isPublicHoliday(country: string, at: Date): boolean {
  const code = twoLetter[country];
  if (!code) return false;
  let calendar = holidayCalendars.get(code);
  if (!calendar) {
    const HolidayCalendar = loadHolidays();
    calendar = new HolidayCalendar(code, { timezone: warehouseTimeZone[country], types: ['public'] });
    holidayCalendars.set(code, calendar);
  }
  const found = calendar.isHoliday(at);
  return Array.isArray(found) && found.some((h) => h.type === 'public');
}

const localTime = (country: string, at: Date) =>
  DateTime.fromJSDate(at, { zone: warehouseTimeZone[country] ?? 'Europe/Bratislava' });

/** The day `at` falls on where the warehouse stands (YYYY-MM-DD). */
export const localDayOf = (country: string, at: Date): string => localTime(country, at).toISODate() ?? '';

/**
 * Whether a lock with these hours may open at `at`, read in the warehouse country's time zone. An
 * interval marked `workingDaysOnly` stays shut on the country's public holidays and on the
 * warehouse's own closed days (`closedDays`, local dates).
 */
export function isWithinHours(
  hours: AccessHours,
  country: string,
  at: Date,
  closedDays: ReadonlySet<string> = new Set(),
): boolean {
  if (hours === null) return true;
  const local = localTime(country, at);
  const minute = local.hour * 60 + local.minute;
  const dayOff = () => closedDays.has(local.toISODate() ?? '') || isPublicHoliday(country, at);
  return hours.some(
    (i) =>
      i.days.includes(local.weekday) &&
      minute >= minutesOf(i.from) &&
      minute < minutesOf(i.to) &&
      !(i.workingDaysOnly && dayOff()),
  );
}
