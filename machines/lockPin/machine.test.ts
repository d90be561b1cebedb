import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FailureError } from '../shared/failure';
import { fakeLockPinEffects } from './fakeEffects';
import { provideLockPinMachine } from './provider';
import { selectPin, selectPinFailure } from './selectors';

describe('lock code machine', () => {
  it('asks for the code only when shown, and forgets it when hidden', async () => {
    const loadPin = vi.fn().mockResolvedValue('482915');
    const actor = createActor(provideLockPinMachine(fakeLockPinEffects({ loadPin })), {
      input: { contractId: 7 },
    }).start();
    expect(loadPin).not.toHaveBeenCalled();
    actor.send({ type: 'show' });
    await waitFor(actor, (s) => s.matches('Shown'));
    expect(loadPin).toHaveBeenCalledWith(7);
    expect(selectPin(actor.getSnapshot())).toBe('482915');
    actor.send({ type: 'hide' });
    expect(actor.getSnapshot().context.pin).toBeNull();
  });

  it('a refusal is shown and the code can be asked for again', async () => {
    const loadPin = vi
      .fn()
      .mockRejectedValueOnce(new FailureError(409, 'contract/not-active'))
      .mockResolvedValue('111222');
    const actor = createActor(provideLockPinMachine(fakeLockPinEffects({ loadPin })), {
      input: { contractId: 7 },
    }).start();
    actor.send({ type: 'show' });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectPinFailure(actor.getSnapshot())?.code).toBe('contract/not-active');
    actor.send({ type: 'show' });
    await waitFor(actor, (s) => s.matches('Shown'));
  });
});
