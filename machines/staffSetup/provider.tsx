import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { StaffSetupEffects } from './effects';
import { staffSetupMachine } from './machine';

export type { StaffSetupEffects } from './effects';

export function provideStaffSetupMachine(effects: StaffSetupEffects) {
  return staffSetupMachine.provide({
    actors: {
      open: fromPromise(({ input }) => effects.open(input.token)),
      complete: fromPromise(({ input }) => effects.complete(input)),
    },
  });
}

export const StaffSetupContext = createActorContext(staffSetupMachine);

/** The set-up page's machine, for the token of the address. */
export function StaffSetupProvider({
  token,
  effects,
  children,
}: {
  token: string;
  effects: StaffSetupEffects;
  children: ReactNode;
}) {
  const [logic] = useState(() => provideStaffSetupMachine(effects));
  return (
    <StaffSetupContext.Provider logic={logic} options={{ input: { token }, inspect }}>
      {children}
    </StaffSetupContext.Provider>
  );
}
