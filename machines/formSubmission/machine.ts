import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../shared/failure';

export interface FormSubmissionContext {
  /** The values of the last submission, kept so the invoked call can read them. */
  values: unknown;
  /** What the call answered when it succeeded. */
  result: unknown;
  /** Why the last submission failed; cleared by the next one. */
  failure: Failure | null;
}

export type FormSubmissionEvent =
  | { type: 'submit'; values: unknown }
  /** Back to an empty form, e.g. "send another" after a success. */
  | { type: 'reset' };

/**
 * The lifecycle of one form submission: Editing → Submitting → Succeeded, or Failed with the
 * catalogue code and the fields it concerns. Client-side validation happens in the view before
 * `submit`; the server's answer is the final word. The call itself is the `submit` slot (effects.ts),
 * filled by each screen through the provider.
 */
export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
  },
  actors: {
    submit: fromPromise<unknown, unknown>(async () => {
      throw new Error('formSubmission: the submit actor was not provided');
    }),
  },
  actions: {
    keepValues: assign({ values: ({ event }) => (event.type === 'submit' ? event.values : null), failure: null }),
    keepResult: assign((_, params: { result: unknown }) => ({ result: params.result })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    clear: assign({ values: null, result: null, failure: null }),
  },
}).createMachine({
  id: 'formSubmission',
  context: { values: null, result: null, failure: null },
  initial: 'Editing',
  states: {
    Editing: {
      description: 'The form is filled in; nothing was sent yet.',
      on: { submit: { target: 'Submitting', actions: 'keepValues' } },
    },
    Submitting: {
      description: 'The call is on its way; the submit button is disabled.',
      tags: ['busy'],
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }: { context: FormSubmissionContext }) => context.values,
        onDone: {
          target: 'Succeeded',
          actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: {
          target: 'Failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Failed: {
      description: 'The server refused (or could not be reached); the errors are shown and the form can be sent again.',
      on: { submit: { target: 'Submitting', actions: 'keepValues' } },
    },
    Succeeded: {
      description: 'Done; the view shows its success message.',
      on: { reset: { target: 'Editing', actions: 'clear' } },
    },
  },
});

export type FormSubmissionMachine = typeof formSubmissionMachine;
