import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { boxesFixture, detailFixture } from '../fixtures/warehouse';
import { FailureError } from '../shared/failure';
import type { WarehouseDetailEffects } from './effects';
import { fakeWarehouseDetailEffects, loadedWarehouseFixture } from './fakeEffects';
import { provideWarehouseDetailMachine } from './provider';
import type { LoadedWarehouse } from './types';

const loaded = (deactivated = false): LoadedWarehouse => ({
  ...loadedWarehouseFixture(1),
  detail: detailFixture({ deactivation: { deactivated } }),
});

function start(overrides: Partial<WarehouseDetailEffects> = {}, input: { loaded?: LoadedWarehouse } = {}) {
  return createActor(provideWarehouseDetailMachine(fakeWarehouseDetailEffects(overrides)), {
    input: { warehouseId: 1, ...input },
  });
}

const freeBox = boxesFixture(1).find((b) => b.free)!.id;
const takenBox = boxesFixture(1).find((b) => !b.free)!.id;

describe('warehouse detail machine', () => {
  it('loads the warehouse, then its alternatives', async () => {
    const actor = start().start();
    await waitFor(actor, (s) => s.matches('Ready'));
    const ready = await waitFor(actor, (s) => s.context.recommended.length > 0);
    expect(ready.context.recommended.map((w) => w.id)).toEqual([3, 2]);
  });

  it('starts Ready with the warehouse a server-rendered page came with, without requesting it again', async () => {
    const loadWarehouse = vi.fn(async () => loaded());
    const actor = start({ loadWarehouse }, { loaded: loaded() });
    // The first snapshot, before anything runs, is what a render on the server shows.
    expect(actor.getSnapshot().matches('Ready')).toBe(true);
    expect(actor.getSnapshot().context.loaded?.detail.name).toBe(loaded().detail.name);
    actor.start();
    const withAlternatives = await waitFor(actor, (s) => s.context.recommended.length > 0);
    expect(withAlternatives.matches('Ready')).toBe(true);
    expect(loadWarehouse).not.toHaveBeenCalled();
  });

  it('tells a missing warehouse from a failure, and retries a failure', async () => {
    const missing = start({ loadWarehouse: () => Promise.reject(new FailureError(404, 'not-found')) }).start();
    await waitFor(missing, (s) => s.matches('NotFound'));
    const loadWarehouse = vi
      .fn()
      .mockRejectedValueOnce(new FailureError(500, 'weApologize'))
      .mockResolvedValueOnce(loaded());
    const failing = start({ loadWarehouse }).start();
    await waitFor(failing, (s) => s.matches('Failed'));
    failing.send({ type: 'retry' });
    await waitFor(failing, (s) => s.matches('Ready'));
  });

  it('keeps the page when the alternatives fail', async () => {
    const actor = start({ loadRecommended: () => Promise.reject(new Error('down')) }).start();
    await waitFor(actor, (s) => s.matches('Ready'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().matches('Ready')).toBe(true);
  });

  it('selects only a free box, and clears the selection on a second press', async () => {
    const actor = start().start();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'select-box', boxId: takenBox });
    expect(actor.getSnapshot().context.selectedBoxId).toBeNull();
    actor.send({ type: 'select-box', boxId: freeBox });
    expect(actor.getSnapshot().context.selectedBoxId).toBe(freeBox);
    actor.send({ type: 'select-box', boxId: freeBox });
    expect(actor.getSnapshot().context.selectedBoxId).toBeNull();
  });

  it('selects nothing in a deactivated warehouse', async () => {
    const actor = start({ loadWarehouse: async () => loaded(true) }).start();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'select-box', boxId: freeBox });
    expect(actor.getSnapshot().context.selectedBoxId).toBeNull();
  });
});
