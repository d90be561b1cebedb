import type { Money } from '@contract/primitives';
import { storageKeys } from '../storage/keys';
import { forwardEvent } from './googleTag';
import { local, type KeyValueStore } from '../storage/safeStorage';

/**
 * The analytics data layer: events are pushed to `window.dataLayer` and nothing
 * else; the tag manager reads them under the consent the cookie bar granted (machines/cookieConsent).
 */
export type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayerEvent(event: DataLayerEvent, target: Window = window): void {
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(event);
}

/** Order references the purchase was sent for; a few are enough to cover reloads and tabs. */
const rememberedPurchases = 20;

function sentPurchases(store: KeyValueStore): string[] {
  try {
    const parsed: unknown = JSON.parse(store.get(storageKeys.purchasesSent) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The purchase event with its value and currency, once per order: reloading the success page (or
 * opening it in another tab) must not count the money twice. The value arrives from the server
 * in minor units; the data layer expects the decimal amount. Answers whether it was sent now.
 */
export function pushPurchaseOnce(
  orderId: string,
  value: Money,
  options: { store?: KeyValueStore; target?: Window } = {},
): boolean {
  const store = options.store ?? local;
  const sent = sentPurchases(store);
  if (sent.includes(orderId)) return false;
  store.set(storageKeys.purchasesSent, JSON.stringify([...sent, orderId].slice(-rememberedPurchases)));
  // GA4 convention: clear the previous ecommerce object so its fields do not leak into this event.
  pushDataLayerEvent({ event: 'ecommerce_clear', ecommerce: null }, options.target);
  const purchase = { transaction_id: orderId, value: value.minor / 100, currency: value.currency };
  pushDataLayerEvent({ event: 'purchase', ecommerce: purchase }, options.target);
  forwardEvent('purchase', purchase, options.target);
  return true;
}
