import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../shared/failure';
import type { NewsletterMachine } from './machine';

type Snapshot = SnapshotFrom<NewsletterMachine>;

export type NewsletterState = 'Loading' | 'On' | 'Off' | 'Saving' | 'Failed';

export const selectNewsletterState = (s: Snapshot): NewsletterState => s.value as NewsletterState;
/** What the switch shows: the confirmed state, or while saving the choice being stored. */
export const selectChecked = (s: Snapshot): boolean =>
  s.matches('Saving') ? s.context.wanted === true : s.context.subscribed === true;
export const selectNewsletterFailure = (s: Snapshot): Failure | null =>
  s.matches('Failed') ? s.context.failure : null;
