import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Profile, ProfileUpdate } from '../../contract/profile';
import { toFailure, type Failure } from '../shared/failure';

export interface ProfileContext {
  /** The profile as last loaded or saved: the form starts from it, saves take its invoicing version. */
  profile: Profile | null;
  failure: Failure | null;
  /** Counts completed loads, so the view can start its form afresh after each one. */
  loads: number;
}

export type ProfileEvent =
  | { type: 'save'; update: ProfileUpdate }
  /** Load again: after a failed load, or after a save refused as stale (someone changed the details meanwhile). */
  | { type: 'reload' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`profile: the ${name} actor was not provided`);
};

/**
 * My profile (spec section 2): loaded, edited in a form, saved; a refused save keeps the form as
 * it is and shows why. Calls are slots: GET and PUT /api/client/my/profile in the app.
 */
export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent },
  actors: {
    loadProfile: fromPromise<Profile>(notProvided('loadProfile')),
    saveProfile: fromPromise<Profile, ProfileUpdate>(notProvided('saveProfile')),
  },
}).createMachine({
  id: 'profile',
  context: { profile: null, failure: null, loads: 0 },
  initial: 'Loading',
  states: {
    Loading: {
      description: 'GET /api/client/my/profile.',
      tags: ['busy'],
      invoke: {
        src: 'loadProfile',
        onDone: { target: 'Editing', actions: assign({ profile: ({ event }) => event.output, failure: null, loads: ({ context }) => context.loads + 1 }) },
        onError: { target: 'LoadFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    LoadFailed: {
      description: 'The profile could not be loaded; the user can try again.',
      on: { reload: 'Loading' },
    },
    Editing: {
      description: 'The form shows the profile; nothing sent yet.',
      on: { save: 'Saving' },
    },
    Saving: {
      description: 'PUT /api/client/my/profile with the form.',
      tags: ['busy'],
      invoke: {
        src: 'saveProfile',
        input: ({ event }) => {
          assertEvent(event, 'save');
          return event.update;
        },
        onDone: { target: 'Saved', actions: assign({ profile: ({ event }) => event.output, failure: null }) },
        onError: { target: 'SaveFailed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    Saved: {
      description: 'Saved; the form now shows what the server stored.',
      on: { save: 'Saving' },
    },
    SaveFailed: {
      description: 'Refused (e.g. the phone number is taken, or the details changed meanwhile); the messages are shown.',
      on: { save: 'Saving', reload: 'Loading' },
    },
  },
});
