import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FailureError } from '../shared/failure';
import { fakeStaffSetupEffects, recoveryCodesFixture } from './fakeEffects';
import { provideStaffSetupMachine } from './provider';
import { selectRecoveryCodes, selectSetupFailure, selectSetupView } from './selectors';

const values = { password: 'Console-pass 2026!', passwordConfirmation: 'Console-pass 2026!', code: '123456' };

describe('staff set-up machine', () => {
  it('opens the link, sends the password and code with the token, and shows the recovery codes', async () => {
    const complete = vi.fn().mockResolvedValue({ recoveryCodes: recoveryCodesFixture });
    const actor = createActor(provideStaffSetupMachine(fakeStaffSetupEffects({ complete })), {
      input: { token: 'tok' },
    }).start();
    await waitFor(actor, (s) => s.matches('Enrolling'));
    actor.send({ type: 'submit', values });
    await waitFor(actor, (s) => s.matches('Done'));
    expect(complete).toHaveBeenCalledWith({ ...values, token: 'tok' });
    expect(selectRecoveryCodes(actor.getSnapshot())).toEqual(recoveryCodesFixture);
    expect(actor.getSnapshot().context.secret).toBeNull();
  });

  it('keeps the form after a wrong code, and gives up on a refused link', async () => {
    const complete = vi
      .fn()
      .mockRejectedValueOnce(new FailureError(401, 'staff/invalid-code'))
      .mockRejectedValueOnce(new FailureError(400, 'staff/setup-link-invalid'));
    const actor = createActor(provideStaffSetupMachine(fakeStaffSetupEffects({ complete })), {
      input: { token: 'tok' },
    }).start();
    await waitFor(actor, (s) => s.matches('Enrolling'));
    actor.send({ type: 'submit', values });
    await waitFor(actor, (s) => s.matches({ Enrolling: 'Editing' }) && s.context.failure !== null);
    expect(selectSetupFailure(actor.getSnapshot())?.code).toBe('staff/invalid-code');
    actor.send({ type: 'submit', values });
    await waitFor(actor, (s) => s.matches('Invalid'));
    expect(selectSetupView(actor.getSnapshot())).toBe('invalid');
  });

  it('asks nothing without a token', () => {
    const open = vi.fn();
    const actor = createActor(provideStaffSetupMachine(fakeStaffSetupEffects({ open })), {
      input: { token: '' },
    }).start();
    expect(selectSetupView(actor.getSnapshot())).toBe('invalid');
    expect(open).not.toHaveBeenCalled();
  });
});
