import { validTokenFixture } from '../fixtures/unlockToken';
import type { ServiceTokenEffects } from './effects';

/** A server that finds every link valid now, on the real clock: tests and stories override either. */
export function fakeServiceTokenEffects(overrides: Partial<ServiceTokenEffects> = {}): ServiceTokenEffects {
  return { checkValidity: async () => validTokenFixture(), now: () => Date.now(), ...overrides };
}
