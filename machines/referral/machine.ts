import { assign, fromPromise, setup } from 'xstate';
import type { ReferralInfo } from '@contract/profile';
import { toFailure, type Failure } from '../shared/failure';

export interface ReferralContext {
  referral: ReferralInfo | null;
  failure: Failure | null;
  /** The outcome of the last copy of the link, shown next to the button until the next one. */
  copied: 'copied' | 'refused' | null;
}

export type ReferralEvent = { type: 'retry' } | { type: 'copy' };

const notProvided = async (): Promise<never> => {
  throw new Error('referral: an effect was not provided');
};

/**
 * The profile's referral group: the share link, the contracts it brought, the reward account's
 * balance and movements, loaded when the group is shown; a failed load can be tried again. Copying
 * the link does not leave the shown state: its outcome is only remembered for the view.
 */
export const referralMachine = setup({
  types: { context: {} as ReferralContext, events: {} as ReferralEvent },
  actors: {
    loadReferral: fromPromise<ReferralInfo>(notProvided),
    copyLink: fromPromise<void, { url: string }>(notProvided),
  },
  actions: {
    keepReferral: assign((_, params: { referral: ReferralInfo }) => ({ referral: params.referral, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    markCopied: assign({ copied: 'copied' as const }),
    markRefused: assign({ copied: 'refused' as const }),
    clearCopied: assign({ copied: null }),
  },
}).createMachine({
  id: 'referral',
  context: { referral: null, failure: null, copied: null },
  initial: 'Loading',
  states: {
    Loading: {
      description: 'The referral account is being loaded.',
      invoke: {
        id: 'loadReferral',
        src: 'loadReferral',
        onDone: {
          target: 'Shown',
          actions: { type: 'keepReferral', params: ({ event }) => ({ referral: event.output }) },
        },
        onError: {
          target: 'Failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Shown: {
      description: 'The link, counts, balance and movements are shown; the link can be copied.',
      initial: 'Idle',
      states: {
        Idle: { description: 'Nothing is being copied.', on: { copy: { target: 'Copying', actions: 'clearCopied' } } },
        Copying: {
          description: 'The link is being put on the clipboard.',
          invoke: {
            id: 'copyLink',
            src: 'copyLink',
            input: ({ context }) => ({ url: context.referral?.url ?? '' }),
            onDone: { target: 'Idle', actions: 'markCopied' },
            onError: { target: 'Idle', actions: 'markRefused' },
          },
        },
      },
    },
    Failed: {
      description: 'The referral account could not be loaded; it can be tried again.',
      on: { retry: 'Loading' },
    },
  },
});

export type ReferralMachine = typeof referralMachine;
