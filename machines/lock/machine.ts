import { assign, fromPromise, setup } from 'xstate';
import type { ErrorCode } from '@contract/errors';
import type { Unlocked, UnlockLocation } from '@contract/lock';
import type { Position } from '../geolocation/context';
import { toFailure, type Failure } from '../shared/failure';
import { locationProblemOf, toUnlockLocation, type LocationProblem } from './location';

export interface LockContext {
  /** Where the customer was at the last lookup, as sent to the lock. */
  location: UnlockLocation | null;
  /** Whether this press already used its one extra lookup after a "too far away" answer. */
  relocated: boolean;
  /** Seconds until the lock locks again by itself, while unlocked. */
  secondsLeft: number;
  failure: Failure | null;
  locationProblem: LocationProblem | null;
}

export type LockEvent = { type: 'press' };

const notProvided = (effect: string) => async (): Promise<never> => {
  throw new Error(`lock: the ${effect} effect was not provided`);
};

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const codeIs =
  (code: ErrorCode) =>
  ({ event }: { event: { error: unknown } }) => ({ error: event.error, code });

/** A new press starts afresh: its own extra lookup, no old failure. */
const startPress = { target: 'Locating', actions: 'startPress' } as const;

/**
 * One smart lock (a box door or a warehouse entrance) opened from the browser. A press looks the
 * customer's location up once and sends it to the lock; the lock then stays open for the seconds it
 * answers and locks again by itself, counted down here second by second. A "too far away" answer
 * is often a first, coarse fix: the location is looked up once more and the unlock retried, and
 * only a second "too far away" is shown. Every failure can be followed by another press.
 */
export const lockMachine = setup({
  types: { context: {} as LockContext, events: {} as LockEvent },
  delays: { relockTick: 1_000 },
  actors: {
    locate: fromPromise<Position>(notProvided('locate')),
    unlock: fromPromise<Unlocked, UnlockLocation>(notProvided('unlock')),
  },
  actions: {
    startPress: assign({ relocated: false, failure: null, locationProblem: null, location: null }),
    keepLocation: assign((_, params: { position: Position }) => ({ location: toUnlockLocation(params.position) })),
    startCountdown: assign((_, params: { unlocked: Unlocked }) => ({
      secondsLeft: params.unlocked.relockAfterSeconds,
      failure: null,
    })),
    countDown: assign(({ context }) => ({ secondsLeft: Math.max(context.secondsLeft - 1, 0) })),
    markRelocated: assign({ relocated: true }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    keepLocationProblem: assign((_, params: { error: unknown }) => ({
      locationProblem: locationProblemOf(params.error),
    })),
  },
  guards: {
    isCode: (_, params: { error: unknown; code: ErrorCode }) => toFailure(params.error).code === params.code,
    mayRelocate: ({ context }, params: { error: unknown; code: ErrorCode }) =>
      !context.relocated && toFailure(params.error).code === params.code,
    isLocationDenied: (_, params: { error: unknown }) => locationProblemOf(params.error) === 'denied',
    relockDue: ({ context }) => context.secondsLeft <= 0,
  },
}).createMachine({
  id: 'lock',
  context: { location: null, relocated: false, secondsLeft: 0, failure: null, locationProblem: null },
  initial: 'Locked',
  states: {
    Locked: { description: 'Closed; a press opens it.', on: { press: startPress } },
    Locating: {
      description: 'One fresh location lookup in the browser (it may ask for permission first).',
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: {
          target: 'Unlocking',
          actions: { type: 'keepLocation', params: ({ event }) => ({ position: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isLocationDenied', params: errorOf },
            target: 'LocationDenied',
            actions: { type: 'keepLocationProblem', params: errorOf },
          },
          { target: 'LocationUnavailable', actions: { type: 'keepLocationProblem', params: errorOf } },
        ],
      },
    },
    Unlocking: {
      description: 'The location is sent to the lock, which checks it and opens.',
      invoke: {
        id: 'unlock',
        src: 'unlock',
        input: ({ context }) => context.location as UnlockLocation,
        onDone: {
          target: 'Unlocked',
          actions: { type: 'startCountdown', params: ({ event }) => ({ unlocked: event.output }) },
        },
        onError: [
          {
            guard: { type: 'mayRelocate', params: codeIs('lock-v2/too-far-away') },
            target: 'Locating',
            actions: ['markRelocated', { type: 'keepFailure', params: errorOf }],
          },
          {
            guard: { type: 'isCode', params: codeIs('lock-v2/too-far-away') },
            target: 'TooFar',
            actions: { type: 'keepFailure', params: errorOf },
          },
          {
            guard: { type: 'isCode', params: codeIs('lock-v2/lock-is-out-of-time') },
            target: 'OutOfHours',
            actions: { type: 'keepFailure', params: errorOf },
          },
          {
            guard: { type: 'isCode', params: codeIs('lock-v2/rent-overdue') },
            target: 'RentOverdue',
            actions: { type: 'keepFailure', params: errorOf },
          },
          {
            guard: { type: 'isCode', params: codeIs('lock-v2/no-response') },
            target: 'NoResponse',
            actions: { type: 'keepFailure', params: errorOf },
          },
          { target: 'Failed', actions: { type: 'keepFailure', params: errorOf } },
        ],
      },
    },
    Unlocked: {
      description: 'Open; counts the seconds down to the moment the lock locks again by itself.',
      always: { guard: 'relockDue', target: 'Locked' },
      after: { relockTick: { target: 'Unlocked', reenter: true, actions: 'countDown' } },
    },
    TooFar: {
      description: 'Still too far from the warehouse after the second lookup (or the fix too imprecise to tell).',
      on: { press: startPress },
    },
    OutOfHours: { description: 'Outside the opening hours of this lock.', on: { press: startPress } },
    RentOverdue: {
      description: 'A rent is overdue: the locks stay closed until it is paid in My rents.',
      on: { press: startPress },
    },
    NoResponse: { description: 'The lock did not confirm in time; nothing was opened.', on: { press: startPress } },
    LocationDenied: {
      description: 'The browser blocks location access (code 1): how to allow it.',
      on: { press: startPress },
    },
    LocationUnavailable: {
      description: 'No fix (no signal, timeout) or no location API in this browser.',
      on: { press: startPress },
    },
    Failed: {
      description: 'Any other refusal (refused by the lock, too many attempts, network), shown by its code.',
      on: { press: startPress },
    },
  },
});

export type LockMachine = typeof lockMachine;
