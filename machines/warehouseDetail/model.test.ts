import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getSimplePaths } from 'xstate/graph';
import { detailFixture } from '../fixtures/warehouse';
import { FailureError } from '../shared/failure';
import { loadedWarehouseFixture } from './fakeEffects';
import { warehouseDetailMachine } from './machine';
import { canOrder, type LoadedWarehouse } from './types';

type Snapshot = SnapshotFrom<typeof warehouseDetailMachine>;

const open = loadedWarehouseFixture(1);
const deactivated: LoadedWarehouse = { ...open, detail: detailFixture({ deactivation: { deactivated: true } }) };
const freeBox = open.boxes.find((b) => b.free)!.id;
const takenBox = open.boxes.find((b) => !b.free)!.id;

const events = [
  { type: 'retry' },
  { type: 'select-box', boxId: freeBox },
  { type: 'select-box', boxId: takenBox },
  { type: 'select-box', boxId: null },
  { type: 'xstate.done.actor.loadWarehouse', output: open },
  { type: 'xstate.done.actor.loadWarehouse', output: deactivated },
  { type: 'xstate.error.actor.loadWarehouse', error: new FailureError(404, 'not-found') },
  { type: 'xstate.error.actor.loadWarehouse', error: new FailureError(503, 'weApologize') },
] as never[];

/** A node of the walk: the state, whose warehouse is shown (open or deactivated) and the box selected. */
const serializeState = ((s: Snapshot) =>
  JSON.stringify([s.value, s.context.loaded?.detail.deactivation.deactivated, s.context.selectedBoxId])) as never;

const walk = (loaded: LoadedWarehouse | null = null) =>
  getSimplePaths(warehouseDetailMachine, { events, serializeState, input: { warehouseId: 1, loaded } });
const states = (paths: ReturnType<typeof walk>) => paths.flatMap((p) => p.steps.map((step) => step.state));

describe('warehouse detail machine (model-based)', () => {
  it('reaches every state', () => {
    const reached = new Set(walk().map((p) => p.state.value));
    for (const state of ['Loading', 'Ready', 'NotFound', 'Failed']) expect(reached, state).toContain(state);
  });

  it('starts Ready, never loading, with the warehouse a rendered page came with', () => {
    const paths = walk(open);
    expect(paths[0].state.value).toBe('Ready');
    expect(states(paths).map((s) => s.value)).not.toContain('Loading');
  });

  it('is "not found" only for a 404; any other failure can be retried', () => {
    for (const path of walk()) {
      const last = path.steps.at(-1)!;
      const error = (last.event as unknown as { error?: FailureError }).error;
      if (path.state.value === 'NotFound') expect(error?.status).toBe(404);
      if (path.state.value === 'Failed') expect(error?.status).toBe(503);
    }
    const edges = adjacencyMapToArray(
      getAdjacencyMap(warehouseDetailMachine, { events, serializeState, input: { warehouseId: 1, loaded: null } }),
    );
    // Retry is heard only after a failure (a page shown or not found stays as it is).
    const retries = edges.filter(({ event }) => event.type === 'retry');
    expect(retries.some(({ state }) => state.value === 'Failed')).toBe(true);
    for (const { state, nextState } of retries)
      expect(nextState.value).toBe(state.value === 'Failed' ? 'Loading' : state.value);
  });

  it('selects only a box that can be ordered: free, in a warehouse that is not deactivated', () => {
    const selected = states(walk()).filter((s) => s.context.selectedBoxId !== null);
    expect(selected.length).toBeGreaterThan(0);
    for (const s of selected) expect(canOrder(s.context.loaded, s.context.selectedBoxId!)).toBe(true);
    expect(states(walk()).some((s) => s.context.loaded?.detail.deactivation.deactivated)).toBe(true);
  });
});
