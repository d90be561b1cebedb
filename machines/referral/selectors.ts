import type { SnapshotFrom } from 'xstate';
import type { ReferralInfo } from '@contract/profile';
import type { Failure } from '../shared/failure';
import type { ReferralMachine } from './machine';

type Snapshot = SnapshotFrom<ReferralMachine>;

export const selectReferralState = (s: Snapshot): 'Loading' | 'Shown' | 'Failed' =>
  s.matches('Shown') ? 'Shown' : s.matches('Failed') ? 'Failed' : 'Loading';
export const selectReferral = (s: Snapshot): ReferralInfo | null => (s.matches('Shown') ? s.context.referral : null);
export const selectReferralFailure = (s: Snapshot): Failure | null => (s.matches('Failed') ? s.context.failure : null);
export const selectCopying = (s: Snapshot): boolean => s.matches({ Shown: 'Copying' });
export const selectCopied = (s: Snapshot): 'copied' | 'refused' | null => s.context.copied;
