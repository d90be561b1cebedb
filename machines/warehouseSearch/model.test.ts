import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { searchResultsFixture } from '../fixtures/warehouse';
import { fromMainHost } from './fakeEffects';
import { warehouseSearchMachine } from './machine';
import { keyed } from './types';

type Snapshot = SnapshotFrom<typeof warehouseSearchMachine>;

const ruzinov = keyed({ kind: 'around', lat: 48.1566, lng: 17.1688, radius: 8000, country: null, size: null });
const slovakia = keyed({ kind: 'country', country: 'SVK', size: null });
const events = [
  { type: 'search', request: ruzinov },
  { type: 'search', request: slovakia },
  { type: 'retry' },
  { type: 'xstate.done.actor.0.warehouseSearch.Searching', output: fromMainHost(searchResultsFixture) },
  { type: 'xstate.done.actor.0.warehouseSearch.Searching', output: [] },
  { type: 'xstate.error.actor.0.warehouseSearch.Searching', error: new Error('500') },
  { type: 'xstate.done.actor.0.warehouseSearch.LookingBeyond', output: [] },
  { type: 'xstate.error.actor.0.warehouseSearch.LookingBeyond', error: new Error('down') },
] as never[];

/** A node of the walk: the state, the request it answers and whether anything was found. */
const serializeState = ((s: Snapshot) =>
  JSON.stringify([s.value, s.context.request?.key ?? null, s.context.results.length > 0])) as never;

const edges = () => adjacencyMapToArray(getAdjacencyMap(warehouseSearchMachine, { events, serializeState }));

describe('warehouse search machine (model-based)', () => {
  it('reaches every state', () => {
    const reached = new Set(
      getShortestPaths(warehouseSearchMachine, { events, serializeState }).map((p) => p.state.value),
    );
    for (const state of ['Idle', 'Searching', 'LookingBeyond', 'Results', 'NoResults', 'Failed'])
      expect(reached, state).toContain(state);
  });

  it('looks beyond the area only when the area has nothing, and then says "nothing here" whatever it finds', () => {
    const intoBeyond = edges().filter(
      ({ state, nextState }) => state.value !== 'LookingBeyond' && nextState.value === 'LookingBeyond',
    );
    expect(intoBeyond.length).toBeGreaterThan(0);
    for (const { event } of intoBeyond)
      expect(event).toMatchObject({ type: 'xstate.done.actor.0.warehouseSearch.Searching', output: [] });
    const outOfBeyond = edges().filter(
      ({ state, event }) => state.value === 'LookingBeyond' && event.type.includes('LookingBeyond'),
    );
    expect(outOfBeyond.map(({ nextState }) => nextState.value)).toEqual(outOfBeyond.map(() => 'NoResults'));
  });

  it('starts over for a new request in any state, and not for the same one', () => {
    const isRepeat = ({ state, event }: ReturnType<typeof edges>[number]) =>
      (event as unknown as { request: { key: string } }).request.key === state.context.request?.key;
    const searches = edges().filter(({ event }) => event.type === 'search');
    expect(searches.some(isRepeat)).toBe(true);
    expect(searches.some((edge) => !isRepeat(edge) && edge.state.value === 'Results')).toBe(true);
    for (const edge of searches) expect(edge.nextState.value).toBe(isRepeat(edge) ? edge.state.value : 'Searching');
  });

  it('a failed search is asked again only on retry', () => {
    const fromFailed = edges().filter(
      ({ state, nextState }) => state.value === 'Failed' && nextState.value !== 'Failed',
    );
    expect(fromFailed.map(({ event }) => event.type)).toContain('retry');
    for (const { event, nextState } of fromFailed) {
      expect(['retry', 'search']).toContain(event.type);
      expect(nextState.value).toBe('Searching');
    }
  });
});
