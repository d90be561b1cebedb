import { useEffect, type ReactNode } from 'react';
import { OrderActorContext, type OrderActor } from '@machines/order/provider';
import { useConfig } from '@shared/config/ConfigContext';
import { useSession } from '@shared/session/SessionContext';
import { startStoredOrder } from './orderRuntime';
import { usePageOrder } from './OrderSlot';
import './Order.css';

/**
 * Gives the order screens the order machine (the app's own, or `actor` in stories and tests) and
 * keeps it told about the session. A state, not the session's `signed-in` event, drives the refill
 * from the profile: after `/login?redirect=…` the event has usually fired before this screen is
 * back, while the signed-in user is still there to compare with the draft's owner.
 */
export function OrderDraftProvider({ actor, children }: { actor?: OrderActor; children: ReactNode }) {
  return actor ? <SessionAwareOrder actor={actor}>{children}</SessionAwareOrder> : <PageOrder>{children}</PageOrder>;
}

/** The page's own order machine, started on the browser's effects by the first order screen. */
function PageOrder({ children }: { children: ReactNode }) {
  const { country } = useConfig();
  const actor = usePageOrder(() => startStoredOrder(country));
  return <SessionAwareOrder actor={actor}>{children}</SessionAwareOrder>;
}

function SessionAwareOrder({ actor: current, children }: { actor: OrderActor; children: ReactNode }) {
  const { signedIn, user } = useSession();
  useEffect(() => current.send({ type: 'session-changed', signedIn, user }), [current, signedIn, user]);
  return <OrderActorContext.Provider value={current}>{children}</OrderActorContext.Provider>;
}
