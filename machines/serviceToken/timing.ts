/**
 * The longest delay a browser timer keeps (2^31 − 1 ms, about 24.8 days): a longer one fires at once.
 * A wait past it is cut into pieces of at most this length, each checking the clock again.
 */
export const longestTimerMs = 2 ** 31 - 1;

/** Milliseconds from `now` until `at` (an ISO date-time), never negative. */
export const msUntil = (at: string, now: number): number => Math.max(0, Date.parse(at) - now);

/** The next timer to set while waiting for `at`: the whole wait, or its first piece when too long. */
export const nextTimerMs = (at: string, now: number): number => Math.min(msUntil(at, now), longestTimerMs);
