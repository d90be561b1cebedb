/**
 * Validity windows as the console's forms edit them: a `datetime-local` field in the browser's time
 * (the staff's own), sent as an instant. An unchanged field sends the instant it was loaded with, so
 * editing something else never moves a start by the seconds the field cannot show.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone (minutes). */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as an instant; the loaded instant when the field still shows it; null when empty. */
export function instantOf(value: string, loaded: string | null = null): string | null {
  if (!value) return null;
  if (loaded && localInputOf(loaded) === value) return loaded;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/** Where a window stands now: not started, running, or over. */
export type Timing = 'future' | 'current' | 'past';

export function timingOf(from: string, until: string | null, now = Date.now()): Timing {
  if (Date.parse(from) > now) return 'future';
  if (until !== null && Date.parse(until) <= now) return 'past';
  return 'current';
}
