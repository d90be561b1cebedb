import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FailureError } from '../shared/failure';
import { fakeNewsletterEffects } from './fakeEffects';
import { provideNewsletterMachine } from './provider';
import { selectChecked, selectNewsletterFailure, selectNewsletterState } from './selectors';

const start = (overrides: Parameters<typeof fakeNewsletterEffects>[0] = {}) =>
  createActor(provideNewsletterMachine(fakeNewsletterEffects(overrides))).start();

describe('newsletter machine', () => {
  it('shows the stored state, then subscribes and unsubscribes', async () => {
    const saveSubscription = vi.fn(async (value: boolean) => value);
    const actor = start({ loadSubscription: async () => false, saveSubscription });
    await waitFor(actor, (s) => s.matches('Off'));
    actor.send({ type: 'set', value: true });
    expect(selectNewsletterState(actor.getSnapshot())).toBe('Saving');
    expect(selectChecked(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('On'));
    expect(saveSubscription).toHaveBeenLastCalledWith(true);
    actor.send({ type: 'set', value: false });
    await waitFor(actor, (s) => s.matches('Off'));
    expect(saveSubscription).toHaveBeenLastCalledWith(false);
  });

  it('ignores a choice that is already the state', async () => {
    const saveSubscription = vi.fn(async (value: boolean) => value);
    const actor = start({ loadSubscription: async () => true, saveSubscription });
    await waitFor(actor, (s) => s.matches('On'));
    actor.send({ type: 'set', value: true });
    expect(actor.getSnapshot().matches('On')).toBe(true);
    expect(saveSubscription).not.toHaveBeenCalled();
  });

  it('shows the state the server stored, not the one asked for', async () => {
    const actor = start({ loadSubscription: async () => false, saveSubscription: async () => false });
    await waitFor(actor, (s) => s.matches('Off'));
    actor.send({ type: 'set', value: true });
    await waitFor(actor, (s) => s.matches('Off'));
    expect(selectChecked(actor.getSnapshot())).toBe(false);
  });

  it('after a failed save, asks for the stored state again on retry', async () => {
    const loadSubscription = vi.fn().mockResolvedValue(false);
    const actor = start({
      loadSubscription,
      saveSubscription: () => Promise.reject(new FailureError(0, 'weApologize')),
    });
    await waitFor(actor, (s) => s.matches('Off'));
    actor.send({ type: 'set', value: true });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectNewsletterFailure(actor.getSnapshot())?.code).toBe('weApologize');
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('Off'));
    expect(loadSubscription).toHaveBeenCalledTimes(2);
  });

  it('a failed load can be tried again', async () => {
    const loadSubscription = vi
      .fn()
      .mockRejectedValueOnce(new FailureError(503, 'weApologize'))
      .mockResolvedValue(true);
    const actor = start({ loadSubscription });
    await waitFor(actor, (s) => s.matches('Failed'));
    actor.send({ type: 'retry' });
    await waitFor(actor, (s) => s.matches('On'));
  });
});
