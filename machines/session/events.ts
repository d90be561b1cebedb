import type { ClientUser } from '@contract/auth';
import type { SessionEndReason, SignInWay } from './context';

/** What a saved profile changes in the signed-in user. */
export type UserChanges = Partial<Pick<ClientUser, 'firstName' | 'lastName' | 'phoneNumber'>>;

export type SessionEvent =
  /** The login form was sent. The password travels in the event only, never in the context. */
  | { type: 'login'; username: string; password: string; rememberMe: boolean }
  /** The login form is shown afresh: forget the last failure. */
  | { type: 'failure-dismissed' }
  | { type: 'logout' }
  /** The account was cancelled (the server already removed it): end the session like a logout. */
  | { type: 'account-removed' }
  /** Some call was answered 401 (the app's fetcher reports it): the token is no longer valid. */
  | { type: 'unauthorized' }
  /** The stored tokens changed outside this machine: another tab, or a token from the order flow. */
  | { type: 'token-changed'; token: string | null; deviceToken: string | null }
  /** Try loading the user again after a failure that was not a 401. */
  | { type: 'retry' }
  /** The profile was saved: the header shows the new name without a reload. */
  | { type: 'user-updated'; changes: UserChanges }
  /** The informational messages were closed with the button: remember them. */
  | { type: 'info-messages-acknowledged' }
  /** Closed by Escape, backdrop or swipe: hide them now, show them again next time. */
  | { type: 'info-messages-dismissed' }
  /** The notice about how the last session ended was read. */
  | { type: 'notice-seen' };

/**
 * Emitted for the rest of the app (`actor.on`): the order flow refills the draft's invoicing
 * details on `signed-in`.
 */
export type SessionEmitted =
  | { type: 'signed-in'; user: ClientUser; via: SignInWay }
  | { type: 'signed-out'; reason: SessionEndReason };
