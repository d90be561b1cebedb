import { assign, fromPromise, setup } from 'xstate';
import type { ErrorCode } from '@contract/errors';
import type { Language } from '@contract/primitives';
import { toFailure } from '../shared/failure';
import {
  emptyNotifyMe,
  formProblemsOf,
  toSubscription,
  validateNotifyMe,
  type FieldErrors,
  type NotifyMeField,
  type NotifyMeSubscription,
  type NotifyMeValues,
} from './validation';

export interface NotifyMeContext {
  warehouseId: number;
  values: NotifyMeValues;
  fieldErrors: FieldErrors;
  /** A message for the whole form (not tied to a field). */
  failure: ErrorCode | null;
  /** The interface language at the moment of sending. */
  language: Language;
}

export type NotifyMeEvent =
  | { type: 'change'; field: NotifyMeField; value: string }
  | { type: 'submit'; language: Language };

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const problemsOf = ({ event }: { event: { output: FieldErrors } }) => ({ problems: event.output });

/**
 * "Notify me when a box is free" on a full warehouse: edit, validate on submit, send once;
 * subscribed, or already registered (a repeat, 409 `notify-me/already-registered`, is friendly
 * information), or back to editing with the problems shown. Effect (effects.ts): `subscribe`.
 */
export const notifyMeMachine = setup({
  types: {
    context: {} as NotifyMeContext,
    events: {} as NotifyMeEvent,
    input: {} as { warehouseId: number },
  },
  actors: {
    check: fromPromise<FieldErrors, NotifyMeValues>(({ input }) => validateNotifyMe(input)),
    subscribe: fromPromise<void, { warehouseId: number; body: NotifyMeSubscription }>(async () => {
      throw new Error('notifyMe: the subscribe effect was not provided');
    }),
  },
  guards: {
    hasNoProblems: (_, params: { problems: FieldErrors }) => Object.keys(params.problems).length === 0,
    isAlreadyRegistered: (_, params: { error: unknown }) =>
      toFailure(params.error).code === 'notify-me/already-registered',
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'change') return {};
      // The message of a field goes once the visitor edits it; the others stay until the next submit.
      const { [event.field]: _fixed, ...others } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors: others };
    }),
    keepLanguage: assign(({ event }) => (event.type === 'submit' ? { language: event.language } : {})),
    showProblems: assign((_, params: { problems: FieldErrors }) => ({ fieldErrors: params.problems, failure: null })),
    startSending: assign({ fieldErrors: {}, failure: null }),
    showUnchecked: assign({ failure: 'weApologize' as const }),
    showRefusal: assign((_, params: { error: unknown }) => {
      const { fieldErrors, general } = formProblemsOf(toFailure(params.error));
      return { fieldErrors, failure: general };
    }),
  },
}).createMachine({
  id: 'notifyMe',
  context: ({ input }) => ({
    warehouseId: input.warehouseId,
    values: emptyNotifyMe,
    fieldErrors: {},
    failure: null,
    language: 'EN',
  }),
  initial: 'Editing',
  states: {
    Editing: {
      description: 'The form; problems from the last attempt are shown next to their fields.',
      on: {
        change: { actions: 'change' },
        submit: { target: 'Checking', actions: 'keepLanguage' },
      },
    },
    Checking: {
      description:
        "The form is checked by the contract's rules (loaded with the first check); only a form without problems is sent.",
      tags: ['busy'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => context.values,
        onDone: [
          { guard: { type: 'hasNoProblems', params: problemsOf }, target: 'Submitting', actions: 'startSending' },
          { target: 'Editing', actions: { type: 'showProblems', params: problemsOf } },
        ],
        // The rules could not load (offline): nothing is sent, and the form says so.
        onError: { target: 'Editing', actions: 'showUnchecked' },
      },
    },
    Submitting: {
      description: 'Sending the contact; the button is busy and the form cannot be sent twice.',
      tags: ['busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({
          warehouseId: context.warehouseId,
          body: toSubscription(context.values, context.language),
        }),
        onDone: { target: 'Subscribed' },
        onError: [
          { guard: { type: 'isAlreadyRegistered', params: errorOf }, target: 'AlreadyRegistered' },
          { target: 'Editing', actions: { type: 'showRefusal', params: errorOf } },
        ],
      },
    },
    Subscribed: { description: 'Thank you: an e-mail follows when a box becomes free.' },
    AlreadyRegistered: {
      description: 'The same contact already waits for this warehouse: friendly information, no error.',
    },
  },
});

export type NotifyMeMachine = typeof notifyMeMachine;
