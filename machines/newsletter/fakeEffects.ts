import type { NewsletterEffects } from './effects';

/** A server where the customer is not subscribed and every save is stored: tests and stories override it. */
export function fakeNewsletterEffects(overrides: Partial<NewsletterEffects> = {}): NewsletterEffects {
  return { loadSubscription: async () => false, saveSubscription: async (value) => value, ...overrides };
}
