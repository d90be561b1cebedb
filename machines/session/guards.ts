import { toFailure } from '../shared/failure';
import type { SessionContext } from './context';
import type { SessionEvent } from './events';

type Args = { context: SessionContext; event: SessionEvent };

/** Guards on the context and the machine's own events (named in `setup`). */
export const sessionGuards = {
  hasToken: ({ context }: Args) => context.token !== null,
  hasDeviceToken: ({ context }: Args) => context.deviceToken !== null,
  /** A token arrived from outside: another tab logged in, or the order flow created the account. */
  tokenArrived: ({ context, event }: Args) =>
    event.type === 'token-changed' && event.token !== null && event.token !== context.token,
  /** The token was removed outside: another tab logged out, or saw a 401. */
  tokenRemoved: ({ context, event }: Args) =>
    event.type === 'token-changed' && event.token === null && context.token !== null,
  /** The call failed with 401 (see `isUnauthorized`). */
  wasUnauthorized: (_: Args, params: { error: unknown }) => isUnauthorized(params.error),
};

/**
 * A call was refused with 401: for device login the server no longer knows the device token (forget
 * it rather than retry on every start); for the current user the token is no longer valid.
 */
export const isUnauthorized = (error: unknown): boolean => toFailure(error).status === 401;
