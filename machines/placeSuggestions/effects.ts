import type { Place } from '@contract/places';

/** What the place suggestions need from outside: the place search call (the signal aborts a stale one). */
export interface PlaceSuggestionsEffects {
  findPlaces: (query: string, signal: AbortSignal) => Promise<Place[]>;
}
