import type { SnapshotFrom } from 'xstate';
import type { warehouseDetailMachine } from './machine';

type Snapshot = SnapshotFrom<typeof warehouseDetailMachine>;

export type DetailStatus = 'loading' | 'ready' | 'notFound' | 'failed';

export function selectDetailStatus(s: Snapshot): DetailStatus {
  if (s.matches('Ready')) return 'ready';
  if (s.matches('NotFound')) return 'notFound';
  if (s.matches('Failed')) return 'failed';
  return 'loading';
}

export const selectLoaded = (s: Snapshot) => s.context.loaded;
export const selectRecommended = (s: Snapshot) => s.context.recommended;
export const selectSelectedBoxId = (s: Snapshot) => s.context.selectedBoxId;
