import { assign, fromPromise, not, setup } from 'xstate';
import type { UnlockTokenValidity } from '@contract/unlockToken';
import { UNLOCK_TOKEN_LENGTH } from '@contract/unlockTokenValues';
import { toFailure, type Failure } from '../shared/failure';
import type { ServiceTokenQuery } from './effects';
import { msUntil, nextTimerMs } from './timing';

export interface ServiceTokenContext {
  /** The link's e-mail and token as read from the address; null when missing. */
  email: string | null;
  token: string | null;
  /** The last answer of the validity call: the window and what the link opens. */
  validity: UnlockTokenValidity | null;
  failure: Failure | null;
}

export type ServiceTokenEvent = { type: 'retry' };

export interface ServiceTokenInput {
  email: string | null;
  token: string | null;
}

const notProvided = async (): Promise<never> => {
  throw new Error('serviceToken: the checkValidity effect was not provided');
};

type Answered = { event: { output: UnlockTokenValidity } };
const validityOf = ({ event }: Answered) => ({ validity: event.output });
type Refused = { event: { error: unknown } };
const errorOf = ({ event }: Refused) => ({ error: event.error });

/**
 * Whether the link can be one at all: an e-mail shaped name@domain.tld and a token of a possible
 * length. Finer e-mail rules are the server's: it refuses a link that breaks them with 400, which
 * the page shows as invalid too (isUnknownLink).
 */
function isWellFormedLink(email: string | null, token: string | null): boolean {
  const trimmed = token?.trim() ?? '';
  return (
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email?.trim() ?? '') &&
    trimmed.length >= UNLOCK_TOKEN_LENGTH.min &&
    trimmed.length <= UNLOCK_TOKEN_LENGTH.max
  );
}

const windowEdge = (context: ServiceTokenContext, edge: 'validFrom' | 'validTo') =>
  context.validity?.[edge] ?? new Date(0).toISOString();
type WithContext = { context: ServiceTokenContext };

/** The timers and checks that follow the window, read from `now` (the page's clock, a fake in tests). */
export const windowClock = (now: () => number) => ({
  delays: {
    untilValidFrom: ({ context }: WithContext) => nextTimerMs(windowEdge(context, 'validFrom'), now()),
    untilValidTo: ({ context }: WithContext) => nextTimerMs(windowEdge(context, 'validTo'), now()),
  },
  guards: {
    validFromReached: ({ context }: WithContext) => msUntil(windowEdge(context, 'validFrom'), now()) === 0,
    validToReached: ({ context }: WithContext) => msUntil(windowEdge(context, 'validTo'), now()) === 0,
  },
});

const systemClock = windowClock(Date.now);

/**
 * The service-access page of an e-mailed link: the link is checked once, then the page follows the
 * clock without asking again. A link not valid yet becomes valid at its start and a valid one
 * expires at its end, each by a timer set from the answer; a wait longer than a browser timer keeps
 * is cut into pieces, each checking the clock again (`windowClock`, given the page's clock by the provider).
 */
export const serviceTokenMachine = setup({
  types: { context: {} as ServiceTokenContext, events: {} as ServiceTokenEvent, input: {} as ServiceTokenInput },
  actors: { checkValidity: fromPromise<UnlockTokenValidity, ServiceTokenQuery>(notProvided) },
  delays: systemClock.delays,
  actions: {
    keepValidity: assign((_, params: { validity: UnlockTokenValidity }) => ({
      validity: params.validity,
      failure: null,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
  },
  guards: {
    isWellFormed: ({ context }) => isWellFormedLink(context.email, context.token),
    isNotYetValid: (_, params: { validity: UnlockTokenValidity }) => params.validity.state === 'NOT_YET_VALID',
    isValid: (_, params: { validity: UnlockTokenValidity }) => params.validity.state === 'VALID',
    isUnknownLink: (_, params: { error: unknown }) => [400, 404].includes(toFailure(params.error).status),
    ...systemClock.guards,
  },
}).createMachine({
  id: 'serviceToken',
  context: ({ input }) => ({ email: input.email, token: input.token, validity: null, failure: null }),
  initial: 'Checking',
  states: {
    Checking: {
      description: 'The link is being checked: its window, its state and what it opens.',
      tags: ['busy'],
      // A link without its e-mail or token (cut short when copied) is invalid without asking.
      always: { guard: not('isWellFormed'), target: 'Invalid' },
      invoke: {
        id: 'checkValidity',
        src: 'checkValidity',
        input: ({ context }) => ({ email: context.email ?? '', token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'isNotYetValid', params: validityOf },
            target: 'NotYetValid',
            actions: { type: 'keepValidity', params: validityOf },
          },
          {
            guard: { type: 'isValid', params: validityOf },
            target: 'Valid',
            actions: { type: 'keepValidity', params: validityOf },
          },
          { target: 'Expired', actions: { type: 'keepValidity', params: validityOf } },
        ],
        onError: [
          {
            guard: { type: 'isUnknownLink', params: errorOf },
            target: 'Invalid',
            actions: { type: 'keepFailure', params: errorOf },
          },
          { target: 'Failed', actions: { type: 'keepFailure', params: errorOf } },
        ],
      },
    },
    Invalid: { description: 'The link is unknown, revoked or cut short: nothing to open.', type: 'final' },
    NotYetValid: {
      description: 'The window has not started: its start is shown, and the page turns valid by itself then.',
      after: {
        untilValidFrom: [
          { guard: 'validFromReached', target: 'Valid' },
          { target: 'NotYetValid', reenter: true },
        ],
      },
    },
    Valid: {
      description:
        'Within the window: the locks the link opens are offered, and the page expires by itself at its end.',
      after: {
        untilValidTo: [
          { guard: 'validToReached', target: 'Expired' },
          { target: 'Valid', reenter: true },
        ],
      },
    },
    Expired: { description: 'The window has ended: its end is shown with how to contact us.', type: 'final' },
    Failed: {
      description: 'The link could not be checked (network, too many tries); it can be checked again.',
      on: { retry: 'Checking' },
    },
  },
});

export type ServiceTokenMachine = typeof serviceTokenMachine;
