import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ownerMe, staffMe } from '../fixtures/staff';
import { FailureError } from '../shared/failure';
import { fakeStaffSessionEffects } from './fakeEffects';
import { provideStaffSessionMachine } from './provider';
import { selectMe, selectSessionExpired, selectSessionFailure, selectSessionView } from './selectors';

const start = (overrides: Parameters<typeof fakeStaffSessionEffects>[0] = {}) => {
  const effects = fakeStaffSessionEffects(overrides);
  return createActor(provideStaffSessionMachine(effects), { input: { now: effects.now } }).start();
};

describe('staff session machine', () => {
  it('signs in with the password, then the code, and keeps the staff member', async () => {
    const submitPassword = vi.fn().mockResolvedValue({ challenge: 'c-1' });
    const submitCode = vi.fn().mockResolvedValue(staffMe);
    const actor = start({ submitPassword, submitCode });
    await waitFor(actor, (s) => s.matches('SignedOut'));
    actor.send({ type: 'password.submit', email: 'ada@example.com', password: 'Console-pass 2026!' });
    await waitFor(actor, (s) => s.matches({ SecondFactor: 'Entering' }));
    expect(submitPassword).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'Console-pass 2026!' });
    actor.send({ type: 'code.submit', code: '123456' });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(submitCode).toHaveBeenCalledWith({ challenge: 'c-1', code: '123456' });
    expect(selectMe(actor.getSnapshot())).toEqual(staffMe);
  });

  it('goes straight in with a session kept in the tab', async () => {
    const actor = start({ restore: async () => ownerMe });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    expect(selectMe(actor.getSnapshot())?.role).toBe('OWNER');
  });

  it('shows a wrong password on the form, and a wrong code on the code step', async () => {
    const submitPassword = vi
      .fn()
      .mockRejectedValueOnce(new FailureError(401, 'invalid-credentials'))
      .mockResolvedValue({ challenge: 'c-2' });
    const submitCode = vi
      .fn()
      .mockRejectedValueOnce(new FailureError(401, 'staff/invalid-code'))
      .mockResolvedValue(staffMe);
    const actor = start({ submitPassword, submitCode });
    await waitFor(actor, (s) => s.matches('SignedOut'));
    actor.send({ type: 'password.submit', email: 'a@example.com', password: 'wrong' });
    await waitFor(actor, (s) => s.matches('SignedOut') && s.context.failure !== null);
    expect(selectSessionFailure(actor.getSnapshot())?.code).toBe('invalid-credentials');
    actor.send({ type: 'password.submit', email: 'a@example.com', password: 'right' });
    await waitFor(actor, (s) => s.matches('SecondFactor'));
    expect(selectSessionFailure(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'code.submit', code: '000000' });
    await waitFor(actor, (s) => s.matches({ SecondFactor: 'Entering' }) && s.context.failure !== null);
    expect(selectSessionFailure(actor.getSnapshot())?.code).toBe('staff/invalid-code');
    actor.send({ type: 'code.submit', code: '123456' });
    await waitFor(actor, (s) => s.matches('SignedIn'));
  });

  it('sends an ended challenge back to the password, with the reason', async () => {
    const actor = start({ submitCode: async () => Promise.reject(new FailureError(401, 'staff/sign-in-expired')) });
    await waitFor(actor, (s) => s.matches('SignedOut'));
    actor.send({ type: 'password.submit', email: 'a@example.com', password: 'x' });
    await waitFor(actor, (s) => s.matches('SecondFactor'));
    actor.send({ type: 'code.submit', code: '123456' });
    await waitFor(actor, (s) => s.matches('SignedOut') && s.context.failure !== null);
    expect(selectSessionFailure(actor.getSnapshot())?.code).toBe('staff/sign-in-expired');
    expect(selectSessionView(actor.getSnapshot())).toBe('password');
  });

  it('ends when a call is refused with 401, and at the session’s absolute end', async () => {
    let ended: () => void = () => undefined;
    const watchSessionEnd = (onEnded: () => void) => {
      ended = onEnded;
      return () => undefined;
    };
    const refused = start({ restore: async () => staffMe, watchSessionEnd });
    await waitFor(refused, (s) => s.matches('SignedIn'));
    ended();
    await waitFor(refused, (s) => s.matches('Expired'));
    expect(selectSessionExpired(refused.getSnapshot())).toBe(true);
    expect(refused.getSnapshot().context.me).toBeNull();

    vi.useFakeTimers();
    try {
      const endsSoon = { ...staffMe, sessionExpiresAt: '2026-11-20T09:00:05Z' };
      const timed = start({ restore: async () => endsSoon });
      await vi.waitFor(() => expect(timed.getSnapshot().matches('SignedIn')).toBe(true));
      vi.advanceTimersByTime(5000);
      expect(timed.getSnapshot().matches('Expired')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs out, even when the server cannot be reached', async () => {
    const actor = start({ restore: async () => staffMe, signOut: async () => Promise.reject(new Error('offline')) });
    await waitFor(actor, (s) => s.matches('SignedIn'));
    actor.send({ type: 'signOut' });
    await waitFor(actor, (s) => s.matches('SignedOut'));
    expect(actor.getSnapshot().context.me).toBeNull();
  });
});
