import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { boxesFixture, detailFixture, floorPlanFixture, searchResultsFixture } from '../fixtures/warehouse';
import { FailureError } from '../shared/failure';
import { warehouseDetailMachine } from './machine';
import type { LoadedWarehouse } from './types';

const loaded = (deactivated = false): LoadedWarehouse => ({
  detail: detailFixture({ deactivation: { deactivated } }),
  boxes: boxesFixture(1),
  floorPlan: floorPlanFixture(1),
});

function start(
  loadWarehouse: () => Promise<LoadedWarehouse>,
  loadRecommended = async () => searchResultsFixture.slice(1, 3),
) {
  return createActor(
    warehouseDetailMachine.provide({
      actors: { loadWarehouse: fromPromise(loadWarehouse), loadRecommended: fromPromise(loadRecommended) },
    }),
    { input: { warehouseId: 1 } },
  ).start();
}

const freeBox = boxesFixture(1).find((b) => b.free)!.id;
const takenBox = boxesFixture(1).find((b) => !b.free)!.id;

describe('warehouse detail machine', () => {
  it('loads the warehouse, then its alternatives', async () => {
    const actor = start(async () => loaded());
    await waitFor(actor, (s) => s.matches('Ready'));
    const ready = await waitFor(actor, (s) => s.context.recommended.length > 0);
    expect(ready.context.recommended.map((w) => w.id)).toEqual([3, 2]);
  });

  it('starts Ready with the warehouse a server-rendered page came with, without requesting it again', async () => {
    const loadWarehouse = vi.fn(async () => loaded());
    const logic = warehouseDetailMachine.provide({
      actors: {
        loadWarehouse: fromPromise(loadWarehouse),
        loadRecommended: fromPromise(async () => searchResultsFixture.slice(1, 3)),
      },
    });
    const actor = createActor(logic, { input: { warehouseId: 1, loaded: loaded() } });
    // The first snapshot, before anything runs, is what a render on the server shows.
    expect(actor.getSnapshot().matches('Ready')).toBe(true);
    expect(actor.getSnapshot().context.loaded?.detail.name).toBe(loaded().detail.name);
    actor.start();
    const withAlternatives = await waitFor(actor, (s) => s.context.recommended.length > 0);
    expect(withAlternatives.matches('Ready')).toBe(true);
    expect(loadWarehouse).not.toHaveBeenCalled();
  });

  it('tells a missing warehouse from a failure, and retries a failure', async () => {
    const missing = start(() => Promise.reject(new FailureError(404, 'not-found')));
    await waitFor(missing, (s) => s.matches('NotFound'));
    const load = vi.fn().mockRejectedValueOnce(new FailureError(500, 'weApologize')).mockResolvedValueOnce(loaded());
    const failing = start(load);
    await waitFor(failing, (s) => s.matches('Failed'));
    failing.send({ type: 'retry' });
    await waitFor(failing, (s) => s.matches('Ready'));
  });

  it('keeps the page when the alternatives fail', async () => {
    const actor = start(
      async () => loaded(),
      () => Promise.reject(new Error('down')),
    );
    await waitFor(actor, (s) => s.matches('Ready'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('Ready')).toBe(true);
  });

  it('selects only a free box, and clears the selection on a second press', async () => {
    const actor = start(async () => loaded());
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'select-box', boxId: takenBox });
    expect(actor.getSnapshot().context.selectedBoxId).toBeNull();
    actor.send({ type: 'select-box', boxId: freeBox });
    expect(actor.getSnapshot().context.selectedBoxId).toBe(freeBox);
    actor.send({ type: 'select-box', boxId: freeBox });
    expect(actor.getSnapshot().context.selectedBoxId).toBeNull();
  });

  it('selects nothing in a deactivated warehouse', async () => {
    const actor = start(async () => loaded(true));
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'select-box', boxId: freeBox });
    expect(actor.getSnapshot().context.selectedBoxId).toBeNull();
  });

  it('reaches every state (model-based)', () => {
    const events = () =>
      [
        { type: 'retry' },
        { type: 'xstate.done.actor.loadWarehouse', output: loaded() },
        { type: 'xstate.error.actor.loadWarehouse', error: new FailureError(404, 'not-found') },
        { type: 'xstate.error.actor.loadWarehouse', error: new FailureError(503, 'weApologize') },
      ] as never[];
    const reached = new Set(
      getShortestPaths(warehouseDetailMachine, { events, input: { warehouseId: 1 } }).map((p) =>
        JSON.stringify(p.state.value),
      ),
    );
    for (const state of ['Loading', 'Ready', 'NotFound', 'Failed']) expect(reached).toContain(JSON.stringify(state));
  });
});
