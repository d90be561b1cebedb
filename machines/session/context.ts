import type { ClientUser } from '@contract/auth';
import type { Failure } from '../shared/failure';
import type { AcknowledgedMessage, InfoMessage } from './infoMessages';

/** How the current session began: the login form, a remembered device, or a token already stored (reload, another tab). */
export type SignInWay = 'login' | 'device' | 'token';

/** Why the last session ended; the views tell the user about `expired` and `account-removed`. */
export type SessionEndReason = 'logout' | 'expired' | 'account-removed';

export interface SessionContext {
  /** This browser's id for device tokens, generated once and stored under `deviceId`. */
  deviceId: string;
  /** The bearer token (`auth/token`). */
  token: string | null;
  /** The remember-me token (`deviceToken`), exchanged for a bearer token on start. */
  deviceToken: string | null;
  user: ClientUser | null;
  /** The token just logged out, kept only until the server was told (POST /auth/logout). */
  endingToken: string | null;
  signedInVia: SignInWay | null;
  /** Why the last login attempt failed (LoginFailed). */
  loginFailure: Failure | null;
  /** Messages closed with the button, as stored under `infoMessages`. */
  acknowledged: AcknowledgedMessage[];
  /** Messages to show now in the modal. */
  shownMessages: InfoMessage[];
  ended: SessionEndReason | null;
}

/** What the session starts from: read from storage by the app, given directly by tests and stories. */
export interface SessionInput {
  deviceId: string;
  token: string | null;
  deviceToken: string | null;
  acknowledged: AcknowledgedMessage[];
}

export const initialContext = (input: SessionInput): SessionContext => ({
  ...input,
  user: null,
  endingToken: null,
  signedInVia: input.token ? 'token' : null,
  loginFailure: null,
  shownMessages: [],
  ended: null,
});
