import { createContext, useContext, useRef, type ReactNode } from 'react';
import type { OrderActor } from '@machines/order/provider';

// Only a type of the order machine is named here: the shell holds the slot on every page, and
// XState loads with the order screens that fill it.
const OrderSlotContext = createContext<{ current: OrderActor | null } | null>(null);

/**
 * Keeps the page's one order machine above the routes, so the order steps, the login in between
 * and the status page share it. The first order screen starts it; it lives as long as the page.
 */
export function OrderSlotProvider({ children }: { children: ReactNode }) {
  const slot = useRef<OrderActor | null>(null);
  return <OrderSlotContext.Provider value={slot}>{children}</OrderSlotContext.Provider>;
}

/** The page's order machine, started with `start` the first time any order screen asks. */
export function usePageOrder(start: () => OrderActor): OrderActor {
  const slot = useContext(OrderSlotContext);
  if (!slot) throw new Error('usePageOrder outside OrderSlotProvider');
  slot.current ??= start();
  return slot.current;
}
