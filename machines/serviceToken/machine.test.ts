import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { validityFixture } from '../fixtures/unlockToken';
import { FailureError } from '../shared/failure';
import type { ServiceTokenEffects } from './effects';
import { fakeServiceTokenEffects } from './fakeEffects';
import { provideServiceTokenMachine } from './provider';
import { selectServiceTokenFailure, selectServiceTokenState, selectValidity } from './selectors';
import { longestTimerMs } from './timing';

const link = { email: 'technik@example.com', token: 'k3Jx9QmZ2pV7tLwR4sYb' };
const day = 24 * 3_600_000;

function start(effects: Partial<ServiceTokenEffects>, input: { email: string | null; token: string | null } = link) {
  return createActor(provideServiceTokenMachine(fakeServiceTokenEffects(effects)), { input }).start();
}

/** Lets the answer of the (already resolved) validity call arrive under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('service token machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-25T09:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('checks the link from the address and shows the window of a valid one', async () => {
    const checkValidity = vi.fn(async () => validityFixture('VALID', Date.now()));
    const actor = start({ checkValidity });
    await settle();
    expect(checkValidity).toHaveBeenCalledWith(link);
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('Valid');
    expect(selectValidity(actor.getSnapshot())?.boxes).toHaveLength(1);
  });

  it('a link without its token or with a malformed e-mail is invalid without asking', () => {
    const checkValidity = vi.fn(async () => validityFixture('VALID'));
    expect(selectServiceTokenState(start({ checkValidity }, { email: link.email, token: null }).getSnapshot())).toBe(
      'Invalid',
    );
    expect(
      selectServiceTokenState(start({ checkValidity }, { email: 'not-an-email', token: link.token }).getSnapshot()),
    ).toBe('Invalid');
    expect(checkValidity).not.toHaveBeenCalled();
  });

  it('a link the server refuses as malformed (400, an e-mail only its rules catch) is invalid', async () => {
    const checkValidity = vi.fn(() => Promise.reject(new FailureError(400, 'bad-request')));
    const actor = start({ checkValidity }, { email: 'a..b@example.com', token: link.token });
    await settle();
    expect(checkValidity).toHaveBeenCalled();
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('Invalid');
  });

  it('an unknown or revoked link (404) is invalid; a network failure can be retried', async () => {
    const unknown = start({
      checkValidity: () => Promise.reject(new FailureError(404, 'service-access/invalid-link')),
    });
    await settle();
    expect(selectServiceTokenState(unknown.getSnapshot())).toBe('Invalid');

    const checkValidity = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(validityFixture('EXPIRED', Date.now()));
    const flaky = start({ checkValidity });
    await settle();
    expect(selectServiceTokenState(flaky.getSnapshot())).toBe('Failed');
    expect(selectServiceTokenFailure(flaky.getSnapshot())?.code).toBe('weApologize');
    flaky.send({ type: 'retry' });
    await settle();
    expect(selectServiceTokenState(flaky.getSnapshot())).toBe('Expired');
  });

  it('a link not valid yet turns valid at its start, and expires at its end, without asking again', async () => {
    const answer = validityFixture('NOT_YET_VALID', Date.now());
    const checkValidity = vi.fn(async () => answer);
    const actor = start({ checkValidity });
    await settle();
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('NotYetValid');

    await vi.advanceTimersByTimeAsync(Date.parse(answer.validFrom) - Date.now() - 1);
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('NotYetValid');
    await vi.advanceTimersByTimeAsync(1);
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('Valid');

    await vi.advanceTimersByTimeAsync(Date.parse(answer.validTo) - Date.now() - 1);
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('Valid');
    await vi.advanceTimersByTimeAsync(1);
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('Expired');
    expect(checkValidity).toHaveBeenCalledTimes(1);
  });

  it('waits past the longest browser timer in pieces instead of firing at once', async () => {
    const validFrom = Date.now() + 40 * day;
    const answer = {
      ...validityFixture('NOT_YET_VALID'),
      validFrom: new Date(validFrom).toISOString(),
      validTo: new Date(validFrom + 60 * day).toISOString(),
    };
    const actor = start({ checkValidity: async () => answer });
    await settle();
    expect(vi.getTimerCount()).toBe(1);

    await vi.advanceTimersByTimeAsync(longestTimerMs);
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('NotYetValid');
    await vi.advanceTimersByTimeAsync(validFrom - Date.now() - 1);
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('NotYetValid');
    await vi.advanceTimersByTimeAsync(1);
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('Valid');

    // 60 days of validity: two pieces of the longest timer and the rest.
    await vi.advanceTimersByTimeAsync(2 * longestTimerMs);
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('Valid');
    await vi.advanceTimersByTimeAsync(60 * day - 2 * longestTimerMs);
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('Expired');
  });

  it('reads the window against the injected clock', async () => {
    let now = Date.parse('2026-11-25T09:00:00.000Z');
    const answer = validityFixture('NOT_YET_VALID', now);
    // The injected clock already stands at the start while the system clock is a day before it:
    // the injected one decides, so the page turns valid at once.
    now = Date.parse(answer.validFrom);
    const actor = start({ checkValidity: async () => answer, now: () => now });
    await settle();
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('Valid');
  });
});

describe('service token machine on the real clock', () => {
  it('moves out of Checking once answered', async () => {
    const actor = start({ checkValidity: async () => validityFixture('EXPIRED') });
    await waitFor(actor, (s) => !s.matches('Checking'));
    expect(selectServiceTokenState(actor.getSnapshot())).toBe('Expired');
  });
});
