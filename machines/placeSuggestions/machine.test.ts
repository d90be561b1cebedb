import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { zilinaPlaces } from '../fixtures/places';
import { fakePlaceSuggestionsEffects } from './fakeEffects';
import type { PlaceSuggestionsEffects } from './effects';
import { providePlaceSuggestionsMachine } from './provider';
import { selectSuggestions } from './selectors';

function start(overrides: Partial<PlaceSuggestionsEffects> = {}) {
  const logic = providePlaceSuggestionsMachine(fakePlaceSuggestionsEffects(overrides)).provide({
    delays: { typingPause: 10 },
  });
  return createActor(logic).start();
}

describe('place suggestions machine', () => {
  it('asks once the keys have paused, for the last text typed only', async () => {
    const findPlaces = vi.fn().mockResolvedValue(zilinaPlaces);
    const actor = start({ findPlaces });
    for (const query of ['zi', 'zil', 'zilina']) actor.send({ type: 'typed', query });
    expect(selectSuggestions(actor.getSnapshot()).status).toBe('loading');
    await waitFor(actor, (s) => s.matches('Found'));
    expect(findPlaces).toHaveBeenCalledTimes(1);
    expect(findPlaces).toHaveBeenCalledWith('zilina', expect.any(AbortSignal));
    expect(selectSuggestions(actor.getSnapshot())).toEqual({ status: 'found', places: zilinaPlaces });
  });

  it('aborts the request in flight when the text changes, and keeps only the newer answer', async () => {
    const signals: AbortSignal[] = [];
    const actor = start({
      findPlaces: (query, signal) => {
        signals.push(signal);
        return query === 'zilina' ? new Promise(() => {}) : Promise.resolve([]);
      },
    });
    actor.send({ type: 'typed', query: 'zilina' });
    await waitFor(actor, (s) => s.matches('Loading'));
    actor.send({ type: 'typed', query: 'xyz' });
    expect(signals[0].aborted).toBe(true);
    await waitFor(actor, (s) => s.matches('None'));
    expect(actor.getSnapshot().context.query).toBe('xyz');
  });

  it('too short a text clears the suggestions without asking; a refusal is a failure', async () => {
    const findPlaces = vi.fn().mockRejectedValue(new Error('offline'));
    const actor = start({ findPlaces });
    actor.send({ type: 'typed', query: 'z' });
    expect(selectSuggestions(actor.getSnapshot())).toEqual({ status: 'idle', places: [] });
    actor.send({ type: 'typed', query: 'praha' });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectSuggestions(actor.getSnapshot()).status).toBe('failed');
  });
});
