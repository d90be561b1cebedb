import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { nearestBeyondFixture, searchResultsFixture } from '../fixtures/warehouse';
import { fakeWarehouseSearchEffects, fromMainHost } from './fakeEffects';
import { provideWarehouseSearchMachine } from './provider';
import { selectSearchStatus } from './selectors';
import { keyed, type FoundWarehouse, type SearchRequest } from './types';

const found = (list = searchResultsFixture): FoundWarehouse[] => fromMainHost(list);
const ruzinov: SearchRequest = { kind: 'around', lat: 48.1566, lng: 17.1688, radius: 8000, country: null, size: null };
const prague: SearchRequest = { kind: 'around', lat: 50.1036, lng: 14.4475, radius: 8000, country: 'CZE', size: null };

type Effect = (request: SearchRequest, signal: AbortSignal) => Promise<FoundWarehouse[]>;

function start(search: Effect, nearestBeyond: Effect = async () => found(nearestBeyondFixture)) {
  const searchSpy = vi.fn(search);
  const beyondSpy = vi.fn(nearestBeyond);
  const effects = fakeWarehouseSearchEffects({ search: searchSpy, nearestBeyond: beyondSpy });
  const actor = createActor(provideWarehouseSearchMachine(effects)).start();
  return { actor, searchSpy, beyondSpy };
}

describe('warehouse search machine', () => {
  it('is idle until asked, then shows the results in the order they came', async () => {
    const { actor } = start(async () => found());
    expect(selectSearchStatus(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'search', request: keyed(ruzinov) });
    expect(selectSearchStatus(actor.getSnapshot())).toBe('searching');
    const done = await waitFor(actor, (s) => s.matches('Results'));
    expect(done.context.results.map((w) => w.id)).toEqual(searchResultsFixture.map((w) => w.id));
  });

  it('with nothing found, looks for the nearest free warehouses beyond the area', async () => {
    const { actor, beyondSpy } = start(async () => []);
    actor.send({ type: 'search', request: keyed(ruzinov) });
    const done = await waitFor(actor, (s) => s.matches('NoResults'));
    expect(beyondSpy).toHaveBeenCalledWith(expect.objectContaining({ lat: ruzinov.lat }), expect.anything());
    expect(done.context.nearestBeyond.map((w) => w.name)).toEqual(nearestBeyondFixture.map((w) => w.name));
  });

  it('still says "nothing here" when the suggestions fail', async () => {
    const { actor } = start(
      async () => [],
      async () => Promise.reject(new Error('down')),
    );
    actor.send({ type: 'search', request: keyed(ruzinov) });
    const done = await waitFor(actor, (s) => s.matches('NoResults'));
    expect(done.context.nearestBeyond).toEqual([]);
  });

  it('fails when the main host fails, and retries on request', async () => {
    let attempt = 0;
    const { actor } = start(async () => (++attempt === 1 ? Promise.reject(new Error('500')) : found()));
    actor.send({ type: 'search', request: keyed(ruzinov) });
    await waitFor(actor, (s) => s.matches('Failed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('Results'));
    expect(attempt).toBe(2);
  });

  it('cancels the stale request when the location changes', async () => {
    const signals: AbortSignal[] = [];
    const { actor } = start((request, signal) => {
      signals.push(signal);
      return request.kind === 'around' && request.lat === prague.lat
        ? Promise.resolve(found().slice(0, 1))
        : new Promise(() => undefined);
    });
    actor.send({ type: 'search', request: keyed(ruzinov) });
    actor.send({ type: 'search', request: keyed(prague) });
    expect(signals[0].aborted).toBe(true);
    const done = await waitFor(actor, (s) => s.matches('Results'));
    expect(done.context.results).toHaveLength(1);
    expect(signals[1].aborted).toBe(false);
  });

  it('does not search again for the same request, but does for a changed filter', async () => {
    const { actor, searchSpy } = start(async () => found());
    actor.send({ type: 'search', request: keyed(ruzinov) });
    actor.send({ type: 'search', request: keyed({ ...ruzinov }) });
    await waitFor(actor, (s) => s.matches('Results'));
    expect(searchSpy).toHaveBeenCalledTimes(1);
    actor.send({ type: 'search', request: keyed({ ...ruzinov, size: 'MEDIUM' }) });
    await waitFor(actor, (s) => s.matches('Results'));
    expect(searchSpy).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous results on screen while a new search runs', async () => {
    const { actor } = start((request) => (request.size ? new Promise(() => undefined) : Promise.resolve(found())));
    actor.send({ type: 'search', request: keyed(ruzinov) });
    await waitFor(actor, (s) => s.matches('Results'));
    actor.send({ type: 'search', request: keyed({ ...ruzinov, size: 'XS' }) });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.results).toHaveLength(searchResultsFixture.length);
  });
});
