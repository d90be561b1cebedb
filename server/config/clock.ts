import { DateTime } from 'luxon';

/**
 * The one clock every date rule reads: which day it is (billing, notices, notice periods, contract
 * ends, invoice dates). The server uses the system clock; tests and `npm run jobs -- … --now` give a
 * clock set to any moment, so a year of billing can be run in seconds.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock standing still at `iso` (a date-time, or a day meaning its local midnight). */
export function fixedClock(iso: string, zone = BUSINESS_TIME_ZONE): Clock {
  const at = parseMoment(iso, zone);
  return { now: () => new Date(at.getTime()) };
}

/** A clock a test moves by hand. */
export interface SettableClock extends Clock {
  set(iso: string): void;
  advanceDays(days: number): void;
}

export function settableClock(iso: string, zone = BUSINESS_TIME_ZONE): SettableClock {
  let at = parseMoment(iso, zone);
  return {
    now: () => new Date(at.getTime()),
    set: (next) => {
      at = parseMoment(next, zone);
    },
    advanceDays: (days) => {
      at = DateTime.fromJSDate(at, { zone }).plus({ days }).toJSDate();
    },
  };
}

/**
 * The company's calendar: contract days (start, periods, last day, due days) are days of this zone.
 * All five countries share it at night, when the daily jobs run (Bucharest is an hour ahead).
 */
export const BUSINESS_TIME_ZONE = 'Europe/Bratislava';

/** The calendar day of a moment in the business time zone, as YYYY-MM-DD. */
export const dayOf = (at: Date, zone = BUSINESS_TIME_ZONE): string => DateTime.fromJSDate(at, { zone }).toISODate()!;

/** Today, by the clock, in the business time zone. */
export const todayOf = (clock: Clock, zone = BUSINESS_TIME_ZONE): string => dayOf(clock.now(), zone);

/** A date-time with offset, a local date-time, or a day (its local midnight); throws on anything else. */
export function parseMoment(iso: string, zone = BUSINESS_TIME_ZONE): Date {
  const parsed = DateTime.fromISO(iso, { zone, setZone: false });
  if (!parsed.isValid) throw new RangeError(`not an ISO date or date-time: ${iso}`);
  return parsed.toJSDate();
}

/** A day plus or minus whole days (calendar arithmetic, no time zone involved). */
export const addDays = (day: string, days: number): string =>
  DateTime.fromISO(day, { zone: 'utc' }).plus({ days }).toISODate()!;

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string): number =>
  Math.round(DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days);
