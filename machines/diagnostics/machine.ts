import { assign, fromPromise, setup } from 'xstate';
import type { LocationPermission, Position } from '../geolocation/context';

export type { LocationPermission } from '../geolocation/context';
/** Where the device is; accuracy in metres. */
export type Coordinates = Pick<Position, 'lat' | 'lng' | 'accuracy'>;

export interface DiagnosticsContext {
  /** Recent tap times (ms), only those inside the tap window. */
  taps: number[];
  openedAt: number | null;
  permission: LocationPermission | null;
  coordinates: Coordinates | null;
}

export type DiagnosticsEvent = { type: 'tap'; at: number } | { type: 'close' };

/** Three taps within one second (or a triple click) open the dialog. */
export const tapWindowMs = 1_000;
export const tapsToOpen = 3;

const recentTaps = (taps: number[], at: number) => [...taps.filter((t) => at - t < tapWindowMs), at];

/**
 * The diagnostics dialog behind the footer's version line. Opening reads
 * the location permission and, only when already granted, the coordinates (so the dialog never
 * triggers a permission prompt). After closing, taps are ignored for the 300 ms throttle, so the
 * taps that closed it cannot count towards reopening it. Effects (effects.ts): `readPermission`
 * and `readPosition`.
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
      throw new Error('diagnostics: the readPosition effect was not provided');
    }),
  },
  actions: {
    countTap: assign({
      taps: ({ context, event }) => (event.type === 'tap' ? recentTaps(context.taps, event.at) : context.taps),
    }),
    open: assign(({ event }) => ({
      taps: [],
      openedAt: event.type === 'tap' ? event.at : null,
      permission: null,
      coordinates: null,
    })),
    keepPermission: assign((_, params: { permission: LocationPermission }) => ({ permission: params.permission })),
    markUnsupported: assign({ permission: 'unsupported' }),
    keepCoordinates: assign((_, params: { coordinates: Coordinates }) => ({ coordinates: params.coordinates })),
  },
  guards: {
    completesTripleTap: ({ context, event }) =>
      event.type === 'tap' && recentTaps(context.taps, event.at).length >= tapsToOpen,
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
        tap: [{ guard: 'completesTripleTap', target: 'Open', actions: 'open' }, { actions: 'countTap' }],
      },
    },
    Open: {
      description: 'The dialog shows date/time, the signed-in user and the location details.',
      initial: 'ReadingPermission',
      on: { close: 'Throttled' },
      states: {
        ReadingPermission: {
          description: 'The location permission is read, without prompting.',
          invoke: {
            id: 'readPermission',
            src: 'readPermission',
            onDone: [
              {
                guard: { type: 'isGranted', params: ({ event }) => ({ permission: event.output }) },
                target: 'ReadingPosition',
                actions: { type: 'keepPermission', params: ({ event }) => ({ permission: event.output }) },
              },
              {
                target: 'Ready',
                actions: { type: 'keepPermission', params: ({ event }) => ({ permission: event.output }) },
              },
            ],
            onError: { target: 'Ready', actions: 'markUnsupported' },
          },
        },
        ReadingPosition: {
          description: 'Access is granted: the position is read.',
          invoke: {
            id: 'readPosition',
            src: 'readPosition',
            onDone: {
              target: 'Ready',
              actions: { type: 'keepCoordinates', params: ({ event }) => ({ coordinates: event.output }) },
            },
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

export type DiagnosticsMachine = typeof diagnosticsMachine;
