import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../shared/failure';
import type { MyListMachine } from './machine';

type Snapshot = SnapshotFrom<MyListMachine>;

export type MyListView = 'loading' | 'loaded' | 'empty' | 'failed';

export function selectListView(s: Snapshot): MyListView {
  if (s.matches('Loading')) return 'loading';
  if (s.matches('Empty')) return 'empty';
  if (s.matches('Failed')) return 'failed';
  return 'loaded';
}

/** The items as the screen's effect answered them (the screen knows their type). */
export const selectItems = (s: Snapshot): readonly unknown[] => s.context.items;
export const selectListFailure = (s: Snapshot): Failure | null => (s.matches('Failed') ? s.context.failure : null);
