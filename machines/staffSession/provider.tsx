import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { StaffSessionEffects } from './effects';
import { staffSessionMachine, type StaffSessionEvent } from './machine';

export type { StaffSessionEffects } from './effects';

export function provideStaffSessionMachine(effects: StaffSessionEffects) {
  return staffSessionMachine.provide({
    actors: {
      restore: fromPromise(() => effects.restore()),
      submitPassword: fromPromise(({ input }) => effects.submitPassword(input)),
      submitCode: fromPromise(({ input }) => effects.submitCode(input)),
      signOut: fromPromise(() => effects.signOut()),
      watchSessionEnd: fromCallback<StaffSessionEvent>(({ sendBack }) =>
        effects.watchSessionEnd(() => sendBack({ type: 'ended' })),
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
