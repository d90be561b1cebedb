import type { SnapshotFrom } from 'xstate';
import type { Place } from '@contract/places';
import type { PlaceSuggestionsMachine } from './machine';

export type SuggestionStatus = 'idle' | 'loading' | 'found' | 'none' | 'failed';
export interface Suggestions {
  status: SuggestionStatus;
  places: Place[];
}

const statusOf: Record<string, SuggestionStatus> = {
  Idle: 'idle',
  Waiting: 'loading',
  Loading: 'loading',
  Found: 'found',
  None: 'none',
  Failed: 'failed',
};

/** What the field shows: while waiting for an answer, the previous places with the "searching" status. */
export const selectSuggestions = (s: SnapshotFrom<PlaceSuggestionsMachine>): Suggestions => ({
  status: statusOf[s.value as string],
  places: s.context.places,
});
