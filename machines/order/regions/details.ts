import { validDetailsOf, type DraftInvoicingDetails } from '../draft';
import { errorOf, orderSetup } from '../setup';

const verified = [
  'markDetailsVerified',
  'markUnsaved',
  { type: 'track', params: { step: 'details' } },
  'announceVerified',
] as const;
const detailsOf = ({ event }: { event: { details: DraftInvoicingDetails } }) => ({ details: event.details });

/**
 * Step 2, the invoicing details (/order/user-details). Every edit marks them invalid until they
 * are verified again: by the server for anonymous orders (the account is created from them, so the
 * e-mail and phone must be free), by the contract's schema in the browser for a signed-in client.
 * When a user signs in whom the details were not filled for, they are refilled from the profile
 * and the draft's version is raised by one.
 */
export const detailsRegion = orderSetup.createStateConfig({
  description: 'Step 2: the invoicing details, edited and then verified.',
  initial: 'Editing',
  on: {
    'details-edited': {
      target: '.Editing',
      actions: [{ type: 'editDetails', params: detailsOf }, 'markUnsaved'],
    },
    'details-submitted': [
      {
        guard: 'isSignedIn',
        target: '.Verified',
        actions: [{ type: 'keepDetails', params: detailsOf }, ...verified],
      },
      { target: '.Verifying', actions: { type: 'editDetails', params: detailsOf } },
    ],
    'session-changed': [
      { guard: 'needsRefill', target: '.RefillingFromProfile', actions: 'adoptSession' },
      { actions: 'adoptSession' },
    ],
  },
  states: {
    Editing: { description: 'The form is being filled in.' },
    Verifying: {
      description: 'Anonymous order: the server checks the details and that the e-mail and phone are free.',
      tags: ['busy'],
      invoke: {
        id: 'verifyDetails',
        src: 'verifyDetails',
        // The view validated with the contract's schema before sending; a draft that does not parse fails here.
        input: ({ context }) => validDetailsOf(context.draft.invoicingDetails)!,
        onDone: { target: 'Verified', actions: verified },
        onError: { target: 'Refused', actions: { type: 'setDetailsFailure', params: errorOf } },
      },
    },
    Verified: { description: 'The details are valid; the view goes on to the summary.' },
    Refused: { description: 'The server refused: e.g. Autoregistration/email-taken next to the e-mail field.' },
    RefillingFromProfile: {
      description: 'Just signed in: the details are taken from the profile.',
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'Editing',
          actions: [{ type: 'refillDetails', params: ({ event }) => ({ profile: event.output }) }, 'markUnsaved'],
        },
        // Without the profile the typed details stay; the user can still go on with them.
        onError: 'Editing',
      },
    },
  },
});
