import { assign, fromPromise, setup } from 'xstate';
import type { Place } from '@contract/places';
import { placeQueryLength } from '@contract/placeQuery';

export interface PlaceSuggestionsContext {
  /** The text the suggestions are for. */
  query: string;
  /** The last answer's places: kept while a newer answer is awaited, so the list does not flicker. */
  places: Place[];
}

export type PlaceSuggestionsEvent = { type: 'typed'; query: string };

/** Too short a text finds everything and nothing: the server's minimum. */
export const isSearchable = (query: string) => query.trim().length >= placeQueryLength.min;

const notProvided = async (): Promise<never> => {
  throw new Error('placeSuggestions: the findPlaces effect was not provided');
};

const queryOf = ({ event }: { event: PlaceSuggestionsEvent }) => ({ query: event.query });

/**
 * Suggestions for the place search field. Each key press restarts a short pause; only then is the
 * server asked, so one request goes per word typed, not per letter. Typing again stops the request
 * in flight (its actor is stopped and its signal aborted), so an older answer never replaces a newer.
 */
export const placeSuggestionsMachine = setup({
  types: { context: {} as PlaceSuggestionsContext, events: {} as PlaceSuggestionsEvent },
  actors: { findPlaces: fromPromise<Place[], { query: string }>(notProvided) },
  actions: {
    keepQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    forget: assign({ places: [] }),
    keepPlaces: assign((_, params: { places: Place[] }) => ({ places: params.places })),
  },
  guards: {
    searchable: (_, params: { query: string }) => isSearchable(params.query),
    anyFound: (_, params: { places: Place[] }) => params.places.length > 0,
  },
  delays: {
    /** A pause after the last key press before asking. */
    typingPause: 200,
  },
}).createMachine({
  id: 'placeSuggestions',
  context: { query: '', places: [] },
  initial: 'Idle',
  on: {
    typed: [
      {
        guard: { type: 'searchable', params: queryOf },
        target: '.Waiting',
        reenter: true,
        actions: { type: 'keepQuery', params: queryOf },
      },
      { target: '.Idle', actions: [{ type: 'keepQuery', params: queryOf }, 'forget'] },
    ],
  },
  states: {
    Idle: { description: 'Nothing (or too little) typed: no suggestions.' },
    Waiting: {
      description: 'Typing: the server is asked once the keys have paused.',
      after: { typingPause: 'Loading' },
    },
    Loading: {
      description: 'The server is asked for places matching the text.',
      invoke: {
        id: 'findPlaces',
        src: 'findPlaces',
        input: ({ context }) => ({ query: context.query }),
        onDone: [
          {
            guard: { type: 'anyFound', params: ({ event }) => ({ places: event.output }) },
            target: 'Found',
            actions: { type: 'keepPlaces', params: ({ event }) => ({ places: event.output }) },
          },
          { target: 'None', actions: 'forget' },
        ],
        onError: { target: 'Failed', actions: 'forget' },
      },
    },
    Found: { description: 'Places to choose from are listed.' },
    None: { description: 'Nothing matches the text.' },
    Failed: { description: 'The server could not answer; the presets below the field still work.' },
  },
});

export type PlaceSuggestionsMachine = typeof placeSuggestionsMachine;
