import type { SnapshotFrom } from 'xstate';
import type { cookieConsentMachine } from './machine';

type Snapshot = SnapshotFrom<typeof cookieConsentMachine>;

export const selectBarVisible = (s: Snapshot): boolean => s.matches('Undecided') || s.matches('Preferences');
export const selectPreferencesOpen = (s: Snapshot): boolean => s.matches('Preferences');
export const selectDraftMarketing = (s: Snapshot): boolean => s.context.draftMarketing;
