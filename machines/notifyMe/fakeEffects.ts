import type { NotifyMeEffects } from './effects';

/** A server that takes every subscription: override `subscribe` to refuse or to hold it. */
export function fakeNotifyMeEffects(overrides: Partial<NotifyMeEffects> = {}): NotifyMeEffects {
  return { subscribe: async () => undefined, ...overrides };
}
