import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { activeContract } from '../fixtures/my';
import { FailureError } from '../shared/failure';
import { fakeEvictionEffects } from './fakeEffects';
import { provideEvictionMachine, type EvictionEffects } from './provider';
import { selectEvictionFailure, selectEvictionView } from './selectors';

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
