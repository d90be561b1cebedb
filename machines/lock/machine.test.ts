import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { FailureError } from '../shared/failure';
import { atWarehouse, fakeLockEffects } from './fakeEffects';
import { provideLockMachine, type LockEffects } from './provider';
import { selectLocationProblem, selectLockFailure, selectLockState, selectSecondsLeft } from './selectors';

const start = (overrides: Partial<LockEffects> = {}) =>
  createActor(provideLockMachine(fakeLockEffects(overrides))).start();
const refuse = (status: number, code: ConstructorParameters<typeof FailureError>[1]) => () =>
  Promise.reject(new FailureError(status, code));
const tooFar = refuse(400, 'lock-v2/too-far-away');

afterEach(() => vi.useRealTimers());

describe('lock machine', () => {
  it('sends a fresh location to the lock, counts the open seconds down each second and locks again at 0', async () => {
    vi.useFakeTimers();
    const unlock = vi.fn().mockResolvedValue({ unlocked: true, relockAfterSeconds: 3 });
    const actor = start({ unlock });
    actor.send({ type: 'press' });
    expect(selectLockState(actor.getSnapshot())).toBe('Locating');
    await vi.advanceTimersByTimeAsync(0);
    expect(unlock).toHaveBeenCalledWith(atWarehouse);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectLockState(actor.getSnapshot())).toBe('Locked');
    expect(selectSecondsLeft(actor.getSnapshot())).toBeNull();
  });

  it('ignores presses while locating, unlocking and open', async () => {
    vi.useFakeTimers();
    const unlock = vi.fn().mockResolvedValue({ unlocked: true, relockAfterSeconds: 2 });
    const actor = start({ unlock });
    actor.send({ type: 'press' });
    actor.send({ type: 'press' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'press' });
    expect(unlock).toHaveBeenCalledTimes(1);
    expect(selectLockState(actor.getSnapshot())).toBe('Unlocked');
  });

  it('after a "too far away" looks the location up once more and retries, and opens when the second fix is close', async () => {
    const readPosition = vi
      .fn()
      .mockResolvedValueOnce({ lat: 48.2, lng: 17.2, accuracy: 900, at: 1 })
      .mockResolvedValue({ ...atWarehouse, at: 2 });
    const unlock = vi.fn().mockImplementationOnce(tooFar).mockResolvedValue({ unlocked: true, relockAfterSeconds: 5 });
    const actor = start({ readPosition, unlock });
    actor.send({ type: 'press' });
    await waitFor(actor, (s) => s.matches('Unlocked'));
    expect(readPosition).toHaveBeenCalledTimes(2);
    expect(unlock.mock.calls.map(([location]) => location.accuracy)).toEqual([900, 12]);
  });

  it('tells "too far away" only after exactly one re-lookup, and a new press gets its own re-lookup', async () => {
    const readPosition = vi.fn().mockResolvedValue({ lat: 48.2, lng: 17.2, accuracy: 20, at: 1 });
    const unlock = vi.fn(tooFar);
    const actor = start({ readPosition, unlock });
    actor.send({ type: 'press' });
    await waitFor(actor, (s) => s.matches('TooFar'));
    expect(readPosition).toHaveBeenCalledTimes(2);
    expect(unlock).toHaveBeenCalledTimes(2);
    actor.send({ type: 'press' });
    await waitFor(actor, (s) => s.matches('TooFar'));
    expect(readPosition).toHaveBeenCalledTimes(4);
  });

  it.each([
    ['lock-v2/lock-is-out-of-time', 400, 'OutOfHours'],
    ['lock-v2/rent-overdue', 403, 'RentOverdue'],
    ['lock-v2/no-response', 504, 'NoResponse'],
    ['lock-v2/lock-refused', 503, 'Failed'],
    ['rate-limited', 429, 'Failed'],
    ['not-found', 404, 'Failed'],
  ] as const)(
    'a %s answer leads to %s without another lookup, and a press tries again',
    async (code, status, state) => {
      const readPosition = vi.fn().mockResolvedValue({ ...atWarehouse, at: 1 });
      const unlock = vi
        .fn()
        .mockImplementationOnce(refuse(status, code))
        .mockResolvedValue({ unlocked: true, relockAfterSeconds: 5 });
      const actor = start({ readPosition, unlock });
      actor.send({ type: 'press' });
      await waitFor(actor, (s) => s.matches(state));
      expect(readPosition).toHaveBeenCalledTimes(1);
      if (state === 'Failed') expect(selectLockFailure(actor.getSnapshot())?.code).toBe(code);
      actor.send({ type: 'press' });
      await waitFor(actor, (s) => s.matches('Unlocked'));
    },
  );

  it('a network error is the standard apology', async () => {
    const actor = start({ unlock: () => Promise.reject(new TypeError('Failed to fetch')) });
    actor.send({ type: 'press' });
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(selectLockFailure(actor.getSnapshot())?.code).toBe('weApologize');
  });

  it('blocked location access (code 1) is LocationDenied and the lock is not asked', async () => {
    const unlock = vi.fn();
    const actor = start({ readPosition: () => Promise.reject({ code: 1 }), unlock });
    actor.send({ type: 'press' });
    await waitFor(actor, (s) => s.matches('LocationDenied'));
    expect(selectLocationProblem(actor.getSnapshot())).toBe('denied');
    expect(unlock).not.toHaveBeenCalled();
  });

  it('no fix, or no location API, is LocationUnavailable with its reason', async () => {
    const timeout = start({ readPosition: () => Promise.reject({ code: 3 }) });
    timeout.send({ type: 'press' });
    await waitFor(timeout, (s) => s.matches('LocationUnavailable'));
    expect(selectLocationProblem(timeout.getSnapshot())).toBe('unavailable');
    const readPosition = vi.fn();
    const unsupported = start({ readPermission: async () => 'unsupported', readPosition });
    unsupported.send({ type: 'press' });
    await waitFor(unsupported, (s) => s.matches('LocationUnavailable'));
    expect(selectLocationProblem(unsupported.getSnapshot())).toBe('unsupported');
    expect(readPosition).not.toHaveBeenCalled();
  });

  it('sends an accuracy the contract accepts however the browser reports it', async () => {
    const unlock = vi.fn().mockResolvedValue({ unlocked: true, relockAfterSeconds: 5 });
    const actor = start({ readPosition: async () => ({ lat: 48, lng: 17, accuracy: 250_000, at: 1 }), unlock });
    actor.send({ type: 'press' });
    await waitFor(actor, (s) => s.matches('Unlocked'));
    expect(unlock).toHaveBeenCalledWith({ lat: 48, lng: 17, accuracy: 100_000 });
  });
});
