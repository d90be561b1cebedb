import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../shared/failure';
import type { formSubmissionMachine } from './machine';

type Snapshot = SnapshotFrom<typeof formSubmissionMachine>;

export const selectSubmitting = (s: Snapshot): boolean => s.hasTag('busy');
export const selectSucceeded = (s: Snapshot): boolean => s.matches('Succeeded');
export const selectFailure = (s: Snapshot): Failure | null => (s.matches('Failed') ? s.context.failure : null);
export const selectResult = (s: Snapshot): unknown => (s.matches('Succeeded') ? s.context.result : null);
