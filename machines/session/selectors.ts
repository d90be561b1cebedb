import type { SnapshotFrom } from 'xstate';
import type { ClientUser } from '@contract/auth';
import type { Failure } from '../shared/failure';
import type { InfoMessage } from './infoMessages';
import type { SessionMachine } from './machine';

export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** A token is stored (the user may still be loading): routing lets the user into `/my/*`. */
export const selectSignedIn = (s: SessionSnapshot): boolean => s.hasTag('signedIn');
/** A remembered device is being signed in: routing waits instead of sending the user to login. */
export const selectRestoring = (s: SessionSnapshot): boolean => s.hasTag('restoring');
export const selectUser = (s: SessionSnapshot): ClientUser | null => s.context.user;
export const selectSigningIn = (s: SessionSnapshot): boolean => s.matches('SigningIn');
export const selectLoginFailure = (s: SessionSnapshot): Failure | null =>
  s.matches('LoginFailed') ? s.context.loginFailure : null;
export const selectShownMessages = (s: SessionSnapshot): InfoMessage[] =>
  s.matches('SignedIn') ? s.context.shownMessages : [];
/** The last session ended because a call was refused with 401: the login form says so. */
export const selectSessionExpired = (s: SessionSnapshot): boolean =>
  !s.hasTag('signedIn') && s.context.ended === 'expired';
/** The account was just cancelled: the success message is shown until read. */
export const selectAccountRemoved = (s: SessionSnapshot): boolean =>
  !s.hasTag('signedIn') && s.context.ended === 'account-removed';
