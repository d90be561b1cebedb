import { assign, setup } from 'xstate';
import type { StoredConsent } from './storage';

export interface CookieConsentContext {
  /** The decided marketing consent (ad and analytics storage). Off until the visitor opts in. */
  marketing: boolean;
  /** The checkbox in the preferences panel, applied only on save. */
  draftMarketing: boolean;
  /** A choice was made (now or on an earlier visit). */
  decided: boolean;
}

export type CookieConsentEvent =
  | { type: 'accept-all' }
  | { type: 'open-preferences' }
  | { type: 'close-preferences' }
  | { type: 'toggle-marketing' }
  | { type: 'save' };

/** Runs after the assign of the same transition, so it stores the new choice. */
const persist = {
  type: 'persist',
  params: ({ context }: { context: CookieConsentContext }) => ({ marketing: context.marketing }),
} as const;

/**
 * Cookie bar: essential cookies are fixed; the optional marketing category is off by default;
 * "accept all" or "save" decides, and the choice is persisted. Effects are slots filled by the
 * provider from effects.ts: `persist` stores the choice, `applyConsent` tells analytics (ad and
 * analytics storage granted only with marketing accepted).
 */
export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
    input: {} as { stored: StoredConsent | null },
  },
  actions: {
    persist: (_, _params: { marketing: boolean }) => {},
    applyConsent: (_, _params: { marketing: boolean }) => {},
    resetDraft: assign({ draftMarketing: ({ context }) => context.marketing }),
    toggleDraft: assign({ draftMarketing: ({ context }) => !context.draftMarketing }),
    acceptAll: assign({ marketing: true, draftMarketing: true, decided: true }),
    adoptDraft: assign(({ context }) => ({ marketing: context.draftMarketing, decided: true })),
  },
  guards: {
    hasDecided: ({ context }) => context.decided,
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({
    marketing: input.stored?.marketing ?? false,
    draftMarketing: input.stored?.marketing ?? false,
    decided: input.stored !== null,
  }),
  initial: 'Checking',
  states: {
    Checking: {
      description: 'Reads the stored choice once at start.',
      always: [{ guard: 'hasDecided', target: 'Decided' }, { target: 'Undecided' }],
    },
    Undecided: {
      description: 'The bar is shown; only essential cookies are in use.',
      on: {
        'accept-all': { target: 'Decided', actions: ['acceptAll', persist] },
        'open-preferences': { target: 'Preferences', actions: 'resetDraft' },
      },
    },
    Preferences: {
      description: 'Categories are listed: essential (fixed) and marketing (a checkbox).',
      on: {
        'toggle-marketing': { actions: 'toggleDraft' },
        save: { target: 'Decided', actions: ['adoptDraft', persist] },
        'accept-all': { target: 'Decided', actions: ['acceptAll', persist] },
        'close-preferences': [{ guard: 'hasDecided', target: 'Decided' }, { target: 'Undecided' }],
      },
    },
    Decided: {
      description: 'The bar is hidden; the choice is applied on every start.',
      entry: { type: 'applyConsent', params: ({ context }) => ({ marketing: context.marketing }) },
      on: { 'open-preferences': { target: 'Preferences', actions: 'resetDraft' } },
    },
  },
});

export type CookieConsentMachine = typeof cookieConsentMachine;
