import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Profile, ProfileUpdate } from '@contract/profile';
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
  throw new Error(`profile: the ${name} effect was not provided`);
};

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const profileOf = ({ event }: { event: { output: Profile } }) => ({ profile: event.output });

/**
 * My profile: loaded, edited in a form, saved; a refused save keeps the form as it is and shows
 * why. Effects (effects.ts): the two calls, and `profileSaved` so the session shows the new name.
 */
export const profileMachine = setup({
  types: { context: {} as ProfileContext, events: {} as ProfileEvent },
  actors: {
    loadProfile: fromPromise<Profile>(notProvided('loadProfile')),
    saveProfile: fromPromise<Profile, ProfileUpdate>(notProvided('saveProfile')),
  },
  actions: {
    adoptLoaded: assign(({ context }, params: { profile: Profile }) => ({
      profile: params.profile,
      failure: null,
      loads: context.loads + 1,
    })),
    adoptSaved: assign((_, params: { profile: Profile }) => ({ profile: params.profile, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    profileSaved: (_, _params: { profile: Profile }) => {},
  },
}).createMachine({
  id: 'profile',
  context: { profile: null, failure: null, loads: 0 },
  initial: 'Loading',
  states: {
    Loading: {
      description: 'The profile is being loaded.',
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: { target: 'Editing', actions: { type: 'adoptLoaded', params: profileOf } },
        onError: { target: 'LoadFailed', actions: { type: 'keepFailure', params: errorOf } },
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
      description: 'The form is being saved.',
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ event }) => {
          assertEvent(event, 'save');
          return event.update;
        },
        onDone: {
          target: 'Saved',
          actions: [
            { type: 'adoptSaved', params: profileOf },
            { type: 'profileSaved', params: profileOf },
          ],
        },
        onError: { target: 'SaveFailed', actions: { type: 'keepFailure', params: errorOf } },
      },
    },
    Saved: {
      description: 'Saved; the form now shows what the server stored.',
      on: { save: 'Saving' },
    },
    SaveFailed: {
      description:
        'Refused (e.g. the phone number is taken, or the details changed meanwhile); the messages are shown.',
      on: { save: 'Saving', reload: 'Loading' },
    },
  },
});

export type ProfileMachine = typeof profileMachine;
