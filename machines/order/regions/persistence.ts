import { orderSetup, persistDraft } from '../setup';

/**
 * The debounced write of the draft to local storage: every change (re)starts the `persistAfter`
 * wait; a flush (page hidden) writes at once.
 */
export const persistenceRegion = orderSetup.createStateConfig({
  description: 'The debounced write of the draft to storage.',
  initial: 'Saved',
  states: {
    Saved: {
      description: 'Storage holds the current draft.',
      on: { 'draft-changed': 'Unsaved' },
    },
    Unsaved: {
      description: 'The draft changed; it is written once it has been still for persistAfter.',
      after: { persistAfter: { target: 'Saved', actions: persistDraft } },
      on: {
        'draft-changed': { target: 'Unsaved', reenter: true },
        flush: { target: 'Saved', actions: persistDraft },
      },
    },
  },
});
