/** The value of a date-time input (`2026-11-25T14:30`) for a moment, in the device's time zone. */
export function toLocalInput(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A date-time input's value as the API writes a moment; empty when the input holds no valid moment. */
export function fromLocalInput(value: string): string {
  // A date-time without an offset is read in the device's time zone, as the input shows it.
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : '';
}

const day = 24 * 3_600_000;

/** The window a new grant starts with: from now, for one day. */
export function defaultWindow(now: number): { validFrom: string; validTo: string } {
  return { validFrom: toLocalInput(new Date(now)), validTo: toLocalInput(new Date(now + day)) };
}
