import type { SnapshotFrom } from 'xstate';
import type { notifyMeMachine } from './machine';

type Snapshot = SnapshotFrom<typeof notifyMeMachine>;

export type NotifyMeStatus = 'editing' | 'submitting' | 'subscribed' | 'alreadyRegistered';

export function selectNotifyMeStatus(s: Snapshot): NotifyMeStatus {
  // Checked, then sent: the button is busy throughout, so the form is sent once.
  if (s.matches('Checking') || s.matches('Submitting')) return 'submitting';
  if (s.matches('Subscribed')) return 'subscribed';
  if (s.matches('AlreadyRegistered')) return 'alreadyRegistered';
  return 'editing';
}

export const selectValues = (s: Snapshot) => s.context.values;
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectFailure = (s: Snapshot) => s.context.failure;
