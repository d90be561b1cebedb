import type { z } from 'zod';
import type { UnlockTokenState } from '@contract/unlockToken';
import { HttpError } from '../../http/httpError';

/** The longest window a grant may have: a removal or a repair, not a standing key. */
export const UNLOCK_TOKEN_MAX_DAYS = 31;

const DAY_MS = 86_400_000;

export interface UnlockWindow {
  validFrom: Date;
  validTo: Date;
}

/**
 * A grant's window must end after it starts, end in the future (a window already over would send
 * a useless e-mail) and last at most UNLOCK_TOKEN_MAX_DAYS. It may start now, later, or a moment ago.
 */
export function checkGrantWindow({ validFrom, validTo }: UnlockWindow, now: Date): void {
  const invalid = (why: string) =>
    new HttpError(400, 'unlock-token/window-invalid', why, [
      { path: 'body.validTo', code: 'unlock-token/window-invalid' },
    ]);
  if (validTo.getTime() <= validFrom.getTime()) throw invalid('The window must end after it starts.');
  if (validTo.getTime() <= now.getTime()) throw invalid('The window must end in the future.');
  if (validTo.getTime() - validFrom.getTime() > UNLOCK_TOKEN_MAX_DAYS * DAY_MS)
    throw invalid(`The window may last at most ${UNLOCK_TOKEN_MAX_DAYS} days.`);
}

/** Where `now` lies in the window: the start is inside it, the end is not. */
export function windowState({ validFrom, validTo }: UnlockWindow, now: Date): z.infer<typeof UnlockTokenState> {
  if (now.getTime() < validFrom.getTime()) return 'NOT_YET_VALID';
  if (now.getTime() >= validTo.getTime()) return 'EXPIRED';
  return 'VALID';
}
