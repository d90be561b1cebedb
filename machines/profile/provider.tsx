import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { ProfileEffects } from './effects';
import { profileMachine } from './machine';

export type { ProfileEffects } from './effects';

export const ProfileContext = createActorContext(profileMachine);

/** The profile machine with its effects filled in. */
export function provideProfileMachine(effects: ProfileEffects) {
  return profileMachine.provide({
    actors: {
      loadProfile: fromPromise(() => effects.loadProfile()),
      saveProfile: fromPromise(({ input }) => effects.saveProfile(input)),
    },
    actions: {
      profileSaved: (_, { profile }) => effects.profileSaved(profile),
    },
  });
}

/** Runs the profile machine for the profile screen; the app passes the contract client, stories and tests fakes. */
export function ProfileProvider({ effects, children }: { effects: ProfileEffects; children: ReactNode }) {
  const [logic] = useState(() => provideProfileMachine(effects));
  return (
    <ProfileContext.Provider logic={logic} options={{ inspect }}>
      {children}
    </ProfileContext.Provider>
  );
}
