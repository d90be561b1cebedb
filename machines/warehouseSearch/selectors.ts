import type { SnapshotFrom } from 'xstate';
import type { warehouseSearchMachine } from './machine';

type Snapshot = SnapshotFrom<typeof warehouseSearchMachine>;

export type SearchStatus = 'idle' | 'searching' | 'results' | 'noResults' | 'failed';

export function selectSearchStatus(s: Snapshot): SearchStatus {
  if (s.hasTag('loading')) return 'searching';
  if (s.matches('Results')) return 'results';
  if (s.matches('NoResults')) return 'noResults';
  if (s.matches('Failed')) return 'failed';
  return 'idle';
}

export const selectResults = (s: Snapshot) => s.context.results;
export const selectNearestBeyond = (s: Snapshot) => s.context.nearestBeyond;
/** Before the first answer there is nothing to keep on screen: the list shows placeholders. */
export const selectIsFirstSearch = (s: Snapshot) => s.context.answered === 0;
