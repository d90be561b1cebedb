import { assign, fromPromise, setup } from 'xstate';

export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'unsupported';
export interface Coordinates {
  lat: number;
  lng: number;
  /** Metres. */
  accuracy: number;
}

export interface DiagnosticsContext {
  /** Recent tap times (ms), only those inside the tap window. */
  taps: number[];
  openedAt: number | null;
  permission: LocationPermission | null;
  coordinates: Coordinates | null;
}

export type DiagnosticsEvent = { type: 'tap'; at: number } | { type: 'close' };

/** Spec section 9: three taps within 1 s (or a triple click) open the dialog. */
export const tapWindowMs = 1_000;
export const tapsToOpen = 3;

const recentTaps = (taps: number[], at: number) => [...taps.filter((t) => at - t < tapWindowMs), at];

/**
 * The diagnostics dialog behind the footer's version line (spec sections 1 and 9). Opening reads
 * the location permission and, only when already granted, the coordinates (so the dialog never
 * triggers a permission prompt). After closing, taps are ignored for the 300 ms throttle, so the
 * taps that closed it cannot count towards reopening it.
 */
export const diagnosticsMachine = setup({
  types: {
    context: {} as DiagnosticsContext,
    events: {} as DiagnosticsEvent,
  },
  delays: {
    reopenThrottle: 300,
  },
  actors: {
    readPermission: fromPromise<LocationPermission>(async () => 'unsupported'),
    readPosition: fromPromise<Coordinates>(async () => {
      throw new Error('no position reader provided');
    }),
  },
  guards: {
    completesTripleTap: ({ context, event }) => event.type === 'tap' && recentTaps(context.taps, event.at).length >= tapsToOpen,
    isGranted: (_, params: { permission: LocationPermission }) => params.permission === 'granted',
  },
}).createMachine({
  id: 'diagnostics',
  context: { taps: [], openedAt: null, permission: null, coordinates: null },
  initial: 'Closed',
  states: {
    Closed: {
      description: 'Counting taps on the version line.',
      on: {
        tap: [
          {
            guard: 'completesTripleTap',
            target: 'Open',
            actions: assign(({ event }) => ({ taps: [], openedAt: event.at, permission: null, coordinates: null })),
          },
          { actions: assign({ taps: ({ context, event }) => recentTaps(context.taps, event.at) }) },
        ],
      },
    },
    Open: {
      description: 'The dialog shows date/time, the signed-in user and the location details.',
      initial: 'ReadingPermission',
      on: { close: 'Throttled' },
      states: {
        ReadingPermission: {
          invoke: {
            id: 'readPermission',
            src: 'readPermission',
            onDone: [
              {
                guard: { type: 'isGranted', params: ({ event }) => ({ permission: event.output }) },
                target: 'ReadingPosition',
                actions: assign({ permission: ({ event }) => event.output }),
              },
              { target: 'Ready', actions: assign({ permission: ({ event }) => event.output }) },
            ],
            onError: { target: 'Ready', actions: assign({ permission: 'unsupported' }) },
          },
        },
        ReadingPosition: {
          invoke: {
            id: 'readPosition',
            src: 'readPosition',
            onDone: { target: 'Ready', actions: assign({ coordinates: ({ event }) => event.output }) },
            onError: { target: 'Ready' },
          },
        },
        Ready: { description: 'Everything that could be read is shown.' },
      },
    },
    Throttled: {
      description: 'Just closed: taps are ignored for the throttle time.',
      after: { reopenThrottle: 'Closed' },
    },
  },
});
