import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { StaffSessionEffects } from './effects';
import { staffSessionMachine } from './machine';

export type { StaffSessionEffects } from './effects';

export function provideStaffSessionMachine(effects: StaffSessionEffects) {
  return staffSessionMachine.provide({
    actors: {
      restore: fromPromise(() => effects.restore()),
      submitPassword: fromPromise(({ input }) => effects.submitPassword(input)),
      submitCode: fromPromise(({ input }) => effects.submitCode(input)),
      signOut: fromPromise(() => effects.signOut()),
      // Settles on the first 401 of a console call; stops listening when the session is left.
      watchSessionEnd: fromPromise<void>(
        ({ signal }) =>
          new Promise<void>((resolve) => {
            const stop = effects.watchSessionEnd(resolve);
            signal.addEventListener('abort', stop, { once: true });
          }),
      ),
    },
  });
}

/** The console's one session machine: every console screen reads it (who is signed in, with which role). */
export const StaffSessionContext = createActorContext(staffSessionMachine);

export function StaffSessionProvider({ effects, children }: { effects: StaffSessionEffects; children: ReactNode }) {
  const [logic] = useState(() => provideStaffSessionMachine(effects));
  return (
    <StaffSessionContext.Provider logic={logic} options={{ input: { now: effects.now }, inspect }}>
      {children}
    </StaffSessionContext.Provider>
  );
}
