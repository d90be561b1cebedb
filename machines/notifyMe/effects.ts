import type { NotifyMeSubscription } from './validation';

/**
 * What the notify-me form needs from outside: the app passes the contract client, stories and tests
 * fakes. `subscribe` rejects with a Failure-shaped error (machines/shared/failure.ts).
 */
export interface NotifyMeEffects {
  /** PUT …/subscribe/new-free-box for the warehouse. */
  subscribe: (warehouseId: number, body: NotifyMeSubscription) => Promise<void>;
}

export type SubscribeEffect = NotifyMeEffects['subscribe'];
