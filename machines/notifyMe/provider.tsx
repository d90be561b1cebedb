import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { NotifyMeEffects } from './effects';
import { notifyMeMachine } from './machine';

export type { NotifyMeEffects, SubscribeEffect } from './effects';

export const NotifyMeContext = createActorContext(notifyMeMachine);

/** The notify-me machine with its effects filled in. */
export function provideNotifyMeMachine(effects: NotifyMeEffects) {
  return notifyMeMachine.provide({
    actors: { subscribe: fromPromise(({ input }) => effects.subscribe(input.warehouseId, input.body)) },
  });
}

/** Runs the notify-me form of one warehouse; the app passes the contract client, stories and tests fakes. */
export function NotifyMeProvider({
  warehouseId,
  effects,
  children,
}: {
  warehouseId: number;
  effects: NotifyMeEffects;
  children: ReactNode;
}) {
  const [logic] = useState(() => provideNotifyMeMachine(effects));
  return (
    <NotifyMeContext.Provider logic={logic} options={{ input: { warehouseId }, inspect }}>
      {children}
    </NotifyMeContext.Provider>
  );
}
