import { zilinaPlaces } from '../fixtures/places';
import type { PlaceSuggestionsEffects } from './effects';

/** A place search that answers the Žilina fixtures for everything: tests override it. */
export function fakePlaceSuggestionsEffects(overrides: Partial<PlaceSuggestionsEffects> = {}): PlaceSuggestionsEffects {
  return { findPlaces: async () => zilinaPlaces, ...overrides };
}
