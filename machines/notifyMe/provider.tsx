import { createActorContext } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { notifyMeMachine } from './machine';
import type { NotifyMeSubscription } from './validation';

export const NotifyMeContext = createActorContext(notifyMeMachine);

/** Sends the subscription; rejects with the API's error envelope (status, code, fields). */
export type SubscribeEffect = (warehouseId: number, body: NotifyMeSubscription) => Promise<void>;

export function NotifyMeProvider({ warehouseId, subscribe, children }: { warehouseId: number; subscribe: SubscribeEffect; children: ReactNode }) {
  const [logic] = useState(() => notifyMeMachine.provide({ actors: { subscribe: fromPromise(({ input }) => subscribe(input.warehouseId, input.body)) } }));
  return (
    <NotifyMeContext.Provider logic={logic} options={{ input: { warehouseId } }}>
      {children}
    </NotifyMeContext.Provider>
  );
}
