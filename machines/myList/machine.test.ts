import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FailureError } from '../shared/failure';
import { fakeMyListEffects } from './fakeEffects';
import { provideMyListMachine } from './provider';
import { selectItems, selectListFailure, selectListView } from './selectors';

function start(load: (query: string) => Promise<readonly unknown[]>, query = '') {
  return createActor(provideMyListMachine(fakeMyListEffects([], { load })), { input: { query } }).start();
}

describe('my list machine', () => {
  it('loads for the query it starts with, and shows an empty answer as empty', async () => {
    const load = vi.fn(async (query: string) => (query === 'status=ACTIVE' ? [{ id: 7 }] : []));
    const actor = start(load, 'status=ACTIVE');
    await waitFor(actor, (s) => !s.matches('Loading'));
    expect(selectListView(actor.getSnapshot())).toBe('loaded');
    expect(selectItems(actor.getSnapshot())).toEqual([{ id: 7 }]);
    actor.send({ type: 'query-changed', query: 'status=EVICTED' });
    await waitFor(actor, (s) => !s.matches('Loading'));
    expect(selectListView(actor.getSnapshot())).toBe('empty');
    expect(load).toHaveBeenLastCalledWith('status=EVICTED');
  });

  it('does not load again for the same query', async () => {
    const load = vi.fn(async () => [{ id: 1 }]);
    const actor = start(load, 'show=unpaid');
    await waitFor(actor, (s) => s.matches('Loaded'));
    actor.send({ type: 'query-changed', query: 'show=unpaid' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a newer query replaces a load still under way', async () => {
    let resolveFirst: (items: unknown[]) => void = () => undefined;
    const load = vi.fn((query: string) =>
      query === 'a' ? new Promise<unknown[]>((resolve) => (resolveFirst = resolve)) : Promise.resolve([{ query }]),
    );
    const actor = start(load, 'a');
    actor.send({ type: 'query-changed', query: 'b' });
    await waitFor(actor, (s) => s.matches('Loaded'));
    resolveFirst([{ query: 'a' }]);
    await Promise.resolve();
    expect(selectItems(actor.getSnapshot())).toEqual([{ query: 'b' }]);
  });

  it('keeps the failure and loads again on reload', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new FailureError(503, 'maintenance'))
      .mockResolvedValue([{ id: 1 }]);
    const actor = start(load);
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectListFailure(actor.getSnapshot())?.code).toBe('maintenance');
    actor.send({ type: 'reload' });
    await waitFor(actor, (s) => s.matches('Loaded'));
  });
});
