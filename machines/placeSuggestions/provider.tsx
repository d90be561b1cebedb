import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { PlaceSuggestionsEffects } from './effects';
import { placeSuggestionsMachine } from './machine';
import { selectSuggestions, type Suggestions } from './selectors';

export type { PlaceSuggestionsEffects } from './effects';

export function providePlaceSuggestionsMachine(effects: PlaceSuggestionsEffects) {
  return placeSuggestionsMachine.provide({
    actors: { findPlaces: fromPromise(({ input, signal }) => effects.findPlaces(input.query, signal)) },
  });
}

/** The suggestions for `query`, from a machine that lives as long as the field. */
export function usePlaceSuggestions(query: string, effects: PlaceSuggestionsEffects): Suggestions {
  const [logic] = useState(() => providePlaceSuggestionsMachine(effects));
  const actor = useActorRef(logic, { inspect });
  useEffect(() => actor.send({ type: 'typed', query }), [actor, query]);
  return useSelector(actor, selectSuggestions, (a, b) => a.status === b.status && a.places === b.places);
}
