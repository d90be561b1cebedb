import { demoReferral } from '../fixtures/referral';
import type { ReferralEffects } from './effects';

/** A server with a referral account of two contracts and three movements: tests and stories override it. */
export function fakeReferralEffects(overrides: Partial<ReferralEffects> = {}): ReferralEffects {
  return { loadReferral: async () => demoReferral, copyLink: async () => undefined, ...overrides };
}
