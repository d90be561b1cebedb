import type { SnapshotFrom } from 'xstate';
import type { StaffMe } from '@contract/admin/auth';
import type { Failure } from '../shared/failure';
import type { StaffSessionMachine } from './machine';

type Snapshot = SnapshotFrom<StaffSessionMachine>;

/** Which screen the console shows for the session. */
export type StaffSessionView = 'restoring' | 'password' | 'secondFactor' | 'signedIn' | 'signingOut';

export function selectSessionView(s: Snapshot): StaffSessionView {
  if (s.matches('Restoring')) return 'restoring';
  if (s.matches('SecondFactor')) return 'secondFactor';
  if (s.matches('SignedIn')) return 'signedIn';
  if (s.matches('SigningOut')) return 'signingOut';
  return 'password';
}

export const selectMe = (s: Snapshot): StaffMe | null => (s.matches('SignedIn') ? s.context.me : null);
export const selectSessionFailure = (s: Snapshot): Failure | null => s.context.failure;
/** The session ended by itself (time, idle, ended on the server): the sign-in form says so. */
export const selectSessionExpired = (s: Snapshot): boolean => s.matches('Expired');
export const selectSessionBusy = (s: Snapshot): boolean => s.hasTag('busy');
