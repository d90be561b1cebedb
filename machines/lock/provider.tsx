import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { LockEffects } from './effects';
import { LocationUnsupportedError } from './location';
import { lockMachine } from './machine';

export type { LockEffects } from './effects';

/** The permission is read first (no prompt) only to tell a browser without location from a failed fix. */
async function lookUpLocation(effects: LockEffects) {
  if ((await effects.readPermission()) === 'unsupported') throw new LocationUnsupportedError();
  return effects.readPosition();
}

export function provideLockMachine(effects: LockEffects) {
  return lockMachine.provide({
    actors: {
      locate: fromPromise(() => lookUpLocation(effects)),
      unlock: fromPromise(({ input }) => effects.unlock(input)),
    },
  });
}

/** A machine for one lock, living as long as the component that shows its control. */
export function useLockActor(effects: LockEffects) {
  const [logic] = useState(() => provideLockMachine(effects));
  return useActorRef(logic, { inspect });
}
