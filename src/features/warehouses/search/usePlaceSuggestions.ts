import { useEffect, useState } from 'react';
import type { Place } from '../../../../contract/places';
import { isSearchable, type FindPlaces } from './placeFinder';

export type SuggestionStatus = 'idle' | 'loading' | 'found' | 'none' | 'failed';

/** A pause after the last key press before asking: one request per word typed, not per letter. */
export const typingPauseMs = 200;

/**
 * The places for what is typed: asked for after a pause, the previous request cancelled when the
 * text changes, so an older answer never replaces a newer one.
 */
export function usePlaceSuggestions(query: string, find: FindPlaces): { status: SuggestionStatus; places: Place[] } {
  const [answer, setAnswer] = useState<{ query: string; status: SuggestionStatus; places: Place[] }>({ query: '', status: 'idle', places: [] });
  useEffect(() => {
    if (!isSearchable(query)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      find(query, controller.signal).then(
        (places) => setAnswer({ query, status: places.length ? 'found' : 'none', places }),
        () => !controller.signal.aborted && setAnswer({ query, status: 'failed', places: [] }),
      );
    }, typingPauseMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, find]);
  if (!isSearchable(query)) return { status: 'idle', places: [] };
  return answer.query === query ? answer : { status: 'loading', places: answer.places };
}
