import { assign, fromPromise, setup } from 'xstate';
import {
  positionRefreshMs,
  type GeolocationContext,
  type GeolocationInput,
  type LocationFailure,
  type LocationPermission,
  type Position,
} from './context';
import { isPermissionDenied, type GeolocationEvent, type PositionError } from './events';
import { freshStoredPosition, shouldStore, toStoredCoordinates } from './storage';

/** The position in context; only on transitions where one is known (`hasPosition`, or in `Located`). */
const positionInContext = ({ context }: { context: GeolocationContext }) => ({
  position: context.position as Position,
});
/** Hands the position in context to the search. */
const usePositionInContext = { type: 'usePosition', params: positionInContext } as const;

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const fixOf = ({ event }: { event: { output: Position } }) => ({ position: event.output });

const failureOf = (error: unknown): LocationFailure =>
  isPermissionDenied(error)
    ? 'permission-denied'
    : (error as PositionError | null)?.code === 3
      ? 'timeout'
      : 'position-unavailable';

/**
 * The visitor's location. Reads the permission once; asks for the position
 * only when the visitor presses "my location", or at once when access is already granted (no
 * prompt then); refreshes it every `positionRefresh` while granted; keeps the last fix in storage
 * under the expiry rules of storage.ts. Effects are slots (effects.ts): `readPermission` and
 * `readPosition` (browser APIs), `persistPosition` (storage) and `usePosition` (the search moves
 * to the fix).
 */
export const geolocationMachine = setup({
  types: {
    context: {} as GeolocationContext,
    events: {} as GeolocationEvent,
    input: {} as GeolocationInput,
  },
  delays: {
    positionRefresh: positionRefreshMs,
  },
  actors: {
    readPermission: fromPromise<LocationPermission>(async () => 'unsupported'),
    readPosition: fromPromise<Position>(async () => {
      throw { code: 2 } satisfies PositionError;
    }),
  },
  actions: {
    persistPosition: (_, _params: { position: Position }) => {},
    usePosition: (_, _params: { position: Position }) => {},
    requestFollow: assign({ followRequested: true }),
    forgetPosition: assign({ position: null }),
    markDenied: assign({ lastFailure: 'permission-denied' }),
    /** The browser refused: nothing is waited for any more. */
    giveUpDenied: assign({ lastFailure: 'permission-denied', followRequested: false }),
    giveUpUnavailable: assign((_, params: { error: unknown }) => ({
      lastFailure: failureOf(params.error),
      followRequested: false,
    })),
    adoptFix: assign((_, params: { position: Position }) => ({ position: params.position, lastFailure: null })),
    /** Remembers what storage now holds, so the same fix is not written again. */
    markStored: assign((_, params: { position: Position }) => ({ stored: toStoredCoordinates(params.position) })),
    /** The waiting search has its fix: nothing is waited for any more. */
    stopFollowing: assign({ followRequested: false }),
  },
  guards: {
    isPermission: (_, params: { actual: LocationPermission; expected: LocationPermission }) =>
      params.actual === params.expected,
    wantsToFollow: ({ context }) => context.followRequested,
    hasPosition: ({ context }) => context.position !== null,
    /** A fix is known and storage should take it (see `shouldStore`). */
    isDueForStorage: ({ context }) => context.position !== null && shouldStore(context.stored, context.position),
    deniedByBrowser: (_, params: { error: unknown }) => isPermissionDenied(params.error),
  },
}).createMachine({
  id: 'geolocation',
  context: ({ input }) => ({
    position: freshStoredPosition(input.stored, input.now),
    stored: input.stored,
    followRequested: false,
    lastFailure: null,
  }),
  initial: 'Checking',
  states: {
    Checking: {
      description: 'Reads the permission state once (Permissions API); shows no prompt.',
      invoke: {
        src: 'readPermission',
        onDone: [
          {
            guard: { type: 'isPermission', params: ({ event }) => ({ actual: event.output, expected: 'granted' }) },
            target: 'Granted',
          },
          {
            guard: { type: 'isPermission', params: ({ event }) => ({ actual: event.output, expected: 'denied' }) },
            target: 'Denied',
            actions: 'markDenied',
          },
          {
            guard: { type: 'isPermission', params: ({ event }) => ({ actual: event.output, expected: 'unsupported' }) },
            target: 'Unsupported',
          },
          { guard: 'wantsToFollow', target: 'Requesting' },
          { target: 'Prompt' },
        ],
        // Browsers without the Permissions API can still locate: treat it as "not asked yet".
        onError: [{ guard: 'wantsToFollow', target: 'Requesting' }, { target: 'Prompt' }],
      },
      on: { locate: [{ guard: 'hasPosition', actions: usePositionInContext }, { actions: 'requestFollow' }] },
    },
    Prompt: {
      description: 'Not asked yet: "location access needed" with the my-location button.',
      on: {
        locate: [
          { guard: 'hasPosition', target: 'Requesting', actions: usePositionInContext },
          { target: 'Requesting', actions: 'requestFollow' },
        ],
      },
    },
    Requesting: {
      description: 'The browser asks the visitor for permission and then for a fix.',
      invoke: {
        src: 'readPosition',
        onDone: { target: 'Granted.Located', actions: { type: 'adoptFix', params: fixOf } },
        onError: [
          { guard: { type: 'deniedByBrowser', params: errorOf }, target: 'Denied', actions: 'giveUpDenied' },
          { target: 'Granted.PositionUnavailable', actions: { type: 'giveUpUnavailable', params: errorOf } },
        ],
      },
      on: { locate: { actions: 'requestFollow' } },
    },
    Granted: {
      description: 'Location access is allowed; the position is refreshed every `positionRefresh`.',
      initial: 'Locating',
      states: {
        Locating: {
          description: 'A fix is being read (at once when access was granted, then every positionRefresh).',
          invoke: {
            src: 'readPosition',
            onDone: { target: 'Located', actions: { type: 'adoptFix', params: fixOf } },
            onError: [
              {
                guard: { type: 'deniedByBrowser', params: errorOf },
                target: '#geolocation.Denied',
                actions: 'giveUpDenied',
              },
              { target: 'PositionUnavailable', actions: { type: 'giveUpUnavailable', params: errorOf } },
            ],
          },
          on: { locate: [{ guard: 'hasPosition', actions: usePositionInContext }, { actions: 'requestFollow' }] },
        },
        Located: {
          description: 'A live fix is known.',
          // Every new fix: stored when due, then handed to a waiting search. Each step clears its own
          // guard (the stored coordinates equal the fix; nobody waits), so each runs at most once.
          always: [
            {
              guard: 'isDueForStorage',
              actions: [
                { type: 'persistPosition', params: positionInContext },
                { type: 'markStored', params: positionInContext },
              ],
            },
            { guard: 'wantsToFollow', actions: [usePositionInContext, 'stopFollowing'] },
          ],
          after: { positionRefresh: 'Locating' },
          on: { locate: { actions: usePositionInContext } },
        },
        PositionUnavailable: {
          description: 'Allowed, but the device could not tell where it is (no signal, timeout).',
          after: { positionRefresh: 'Locating' },
          on: {
            locate: [
              { guard: 'hasPosition', target: 'Locating', actions: usePositionInContext },
              { target: 'Locating', actions: 'requestFollow' },
            ],
          },
        },
      },
    },
    Denied: {
      description: 'Blocked (code 1): "permission to access location is blocked". A press asks again.',
      // The visitor took access back: coordinates stored earlier are not used either.
      entry: 'forgetPosition',
      on: { locate: { target: 'Requesting', actions: 'requestFollow' } },
    },
    Unsupported: {
      description: 'The browser has no geolocation; places and presets still work.',
    },
  },
});
