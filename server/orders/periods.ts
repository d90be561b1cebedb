import { DateTime } from 'luxon';

/**
 * Last day of an invoicing period of `months` starting on `from` (ISO dates): the day before the same
 * day `months` later, luxon clamping to the month's end (31 Jan + 1 month = 28/29 Feb).
 */
export function periodEnd(from: string, months: number): string {
  return DateTime.fromISO(from, { zone: 'utc' }).plus({ months }).minus({ days: 1 }).toISODate()!;
}
