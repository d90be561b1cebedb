import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { activeContract, terminatingContract } from '../fixtures/my';
import { FailureError } from '../shared/failure';
import { fakeEvictionEffects } from './fakeEffects';
import { provideEvictionMachine, type EvictionEffects } from './provider';
import { lastDayOnEviction, selectEvictionFailure, selectEvictionLastDay, selectEvictionView } from './selectors';

const start = (overrides: Partial<EvictionEffects> = {}) =>
  createActor(provideEvictionMachine(fakeEvictionEffects(overrides)), { input: { contractId: 8 } }).start();

describe('eviction machine', () => {
  it('confirms the box of a contract with notice pending', async () => {
    const confirmEviction = vi.fn(async () => true);
    const actor = start({ confirmEviction });
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectEvictionView(actor.getSnapshot())).toBe('confirmed');
    expect(confirmEviction).toHaveBeenCalledWith(8);
  });

  it('names tomorrow before confirming when the notice day is later, then the day the server set', async () => {
    const loadContract = vi
      .fn()
      .mockResolvedValueOnce(terminatingContract)
      .mockResolvedValue({ ...terminatingContract, status: 'EVICTED', terminationAt: '2026-12-01' });
    const actor = start({ loadContract, loadDayAfterEviction: async () => '2026-11-30' });
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(selectEvictionLastDay(actor.getSnapshot())).toBe('2026-11-30');
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectEvictionLastDay(actor.getSnapshot())).toBe('2026-12-01');
    expect(loadContract).toHaveBeenCalledTimes(2);
  });

  it('is confirmed even when the contract cannot be read again, naming the day the rule gives', async () => {
    const loadContract = vi
      .fn()
      .mockResolvedValueOnce(terminatingContract)
      .mockRejectedValue(new FailureError(503, 'maintenance'));
    const actor = start({ loadContract });
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectEvictionView(actor.getSnapshot())).toBe('confirmed');
    expect(selectEvictionLastDay(actor.getSnapshot())).toBe('2026-11-30');
  });

  it('ends on the notice day when it is not later than tomorrow, else tomorrow', () => {
    expect(lastDayOnEviction('2026-12-31', '2026-11-30')).toBe('2026-11-30');
    expect(lastDayOnEviction('2026-11-30', '2026-11-30')).toBe('2026-11-30');
    expect(lastDayOnEviction('2026-11-29', '2026-11-30')).toBe('2026-11-29');
    expect(lastDayOnEviction(null, '2026-11-30')).toBe('2026-11-30');
  });

  it('cannot load the page without the day a confirmation ends the contract', async () => {
    const actor = start({ loadDayAfterEviction: () => Promise.reject(new FailureError(503, 'maintenance')) });
    await waitFor(actor, (s) => s.matches('LoadFailed'));
    expect(selectEvictionFailure(actor.getSnapshot())?.code).toBe('maintenance');
  });

  it('offers nothing to confirm without notice', async () => {
    const actor = start({ loadContract: async () => activeContract });
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectEvictionView(actor.getSnapshot())).toBe('noNoticePending');
  });

  it('a confirmation the server already has is already confirmed; an outage can be tried again', async () => {
    const twice = start({ confirmEviction: () => Promise.reject(new FailureError(409, 'eviction/already-confirmed')) });
    await waitFor(twice, (s) => s.matches('Ready'));
    twice.send({ type: 'confirm' });
    await waitFor(twice, (s) => s.status === 'done');
    expect(selectEvictionView(twice.getSnapshot())).toBe('alreadyConfirmed');

    const confirmEviction = vi.fn().mockRejectedValueOnce(new FailureError(503, 'maintenance')).mockResolvedValue(true);
    const outage = start({ confirmEviction });
    await waitFor(outage, (s) => s.matches('Ready'));
    outage.send({ type: 'confirm' });
    await waitFor(outage, (s) => s.matches('Failed'));
    expect(selectEvictionFailure(outage.getSnapshot())?.code).toBe('maintenance');
    outage.send({ type: 'confirm' });
    await waitFor(outage, (s) => s.matches('Confirmed'));
  });
});
