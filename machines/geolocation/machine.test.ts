import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  positionRefreshMs,
  storedCoordinatesMaxAgeMs,
  type LocationPermission,
  type Position,
  type StoredCoordinates,
} from './context';
import { fakeGeolocationEffects } from './fakeEffects';
import { provideGeolocationMachine } from './provider';
import { selectLocationStatus } from './selectors';
import { freshStoredPosition, parseStoredCoordinates, shouldStore } from './storage';

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const bratislava = { lat: 48.1486, lng: 17.1077 };

interface StartOptions {
  permission?: LocationPermission;
  /** What each position request does: a fix at the (fake) clock, or a rejection with a code. */
  position?: (() => Promise<Position>) | { code: number };
  stored?: StoredCoordinates | null;
  delays?: { positionRefresh: number };
}

function start({ permission = 'prompt', position, stored = null, delays }: StartOptions = {}) {
  const persistPosition = vi.fn();
  const usePosition = vi.fn();
  const readPosition = vi.fn(
    typeof position === 'function'
      ? position
      : position
        ? () => Promise.reject(position)
        : async (): Promise<Position> => ({ ...bratislava, accuracy: 25, at: Date.now() }),
  );
  const effects = fakeGeolocationEffects({
    readPermission: async () => permission,
    readPosition,
    writeStored: persistPosition,
  });
  const logic = provideGeolocationMachine(effects, usePosition);
  const actor = createActor(delays ? logic.provide({ delays }) : logic, {
    input: { stored, now: effects.now() },
  }).start();
  return { actor, persistPosition, usePosition, readPosition };
}

const status = (actor: ReturnType<typeof start>['actor']) => selectLocationStatus(actor.getSnapshot());

afterEach(() => vi.useRealTimers());

describe('geolocation machine', () => {
  it('waits in prompt until the visitor asks, then hands the fix to the search', async () => {
    const { actor, usePosition, persistPosition, readPosition } = start();
    await waitFor(actor, (s) => s.matches('Prompt'));
    expect(readPosition).not.toHaveBeenCalled();
    actor.send({ type: 'locate' });
    await waitFor(actor, (s) => s.matches({ Granted: 'Located' }));
    expect(usePosition).toHaveBeenCalledWith(expect.objectContaining(bratislava));
    expect(persistPosition).toHaveBeenCalledTimes(1);
  });

  it('locates without a prompt when access is already granted, but does not move the search', async () => {
    const { actor, usePosition, persistPosition } = start({ permission: 'granted' });
    await waitFor(actor, (s) => s.matches({ Granted: 'Located' }));
    expect(usePosition).not.toHaveBeenCalled();
    expect(persistPosition).toHaveBeenCalledTimes(1);
    actor.send({ type: 'locate' });
    expect(usePosition).toHaveBeenCalledTimes(1);
  });

  it('refreshes the position every 180000 ms while granted', async () => {
    vi.useFakeTimers({ now: T0 });
    const { actor, readPosition } = start({ permission: 'granted' });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(actor)).toBe('located');
    expect(readPosition).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(positionRefreshMs - 1);
    expect(readPosition).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(readPosition).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(positionRefreshMs * 2);
    expect(readPosition).toHaveBeenCalledTimes(4);
  });

  it('uses the named delay, so stories and tests can shorten it', async () => {
    vi.useFakeTimers({ now: T0 });
    const { readPosition } = start({ permission: 'granted', delays: { positionRefresh: 1_000 } });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(readPosition).toHaveBeenCalledTimes(4);
  });

  it('stores a moved position only when the stored one is older than 600000 ms', async () => {
    vi.useFakeTimers({ now: T0 });
    const stored: StoredCoordinates = { version: 1, lat: 50, lng: 14, savedAt: T0 - 60_000 };
    const { actor, persistPosition } = start({ permission: 'granted', stored });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(actor)).toBe('located');
    expect(persistPosition).not.toHaveBeenCalled();
    // Refreshes at +3 and +6 min: still younger than 10 minutes. At +9 min it is 10 minutes old.
    await vi.advanceTimersByTimeAsync(positionRefreshMs * 2);
    expect(persistPosition).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(positionRefreshMs);
    expect(persistPosition).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.stored?.savedAt).toBe(T0 + 3 * positionRefreshMs);
  });

  it('does not store an unchanged position, however old the stored one is', async () => {
    vi.useFakeTimers({ now: T0 });
    const stored: StoredCoordinates = { version: 1, ...bratislava, savedAt: T0 - 3_600_000 };
    const { persistPosition } = start({ permission: 'granted', stored });
    await vi.advanceTimersByTimeAsync(positionRefreshMs * 5);
    expect(persistPosition).not.toHaveBeenCalled();
  });

  it('uses fresh stored coordinates at once and ignores expired ones', async () => {
    vi.useFakeTimers({ now: T0 });
    const fresh = start({ stored: { version: 1, lat: 49.2, lng: 18.7, savedAt: T0 - storedCoordinatesMaxAgeMs + 1 } });
    await vi.advanceTimersByTimeAsync(0);
    fresh.actor.send({ type: 'locate' });
    expect(fresh.usePosition).toHaveBeenCalledWith(expect.objectContaining({ lat: 49.2, lng: 18.7 }));
    const expired = start({ stored: { version: 1, lat: 49.2, lng: 18.7, savedAt: T0 - storedCoordinatesMaxAgeMs } });
    expect(expired.actor.getSnapshot().context.position).toBeNull();
  });

  it('shows "permission blocked" when the browser answers with code 1, and forgets stored coordinates', async () => {
    vi.useFakeTimers({ now: T0 });
    const { actor, usePosition } = start({
      position: { code: 1 },
      stored: { version: 1, lat: 49.2, lng: 18.7, savedAt: T0 - 1_000 },
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'locate' });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(actor)).toBe('denied');
    expect(actor.getSnapshot().context.lastFailure).toBe('permission-denied');
    expect(actor.getSnapshot().context.position).toBeNull();
    expect(usePosition).toHaveBeenCalledTimes(1); // the stored fix, before the browser said no
  });

  it('knows a blocked permission from the start, and asks again on a press', async () => {
    const { actor, readPosition } = start({ permission: 'denied', position: { code: 1 } });
    await waitFor(actor, (s) => s.matches('Denied'));
    actor.send({ type: 'locate' });
    expect(status(actor)).toBe('requesting');
    await waitFor(actor, (s) => s.matches('Denied'));
    expect(readPosition).toHaveBeenCalledTimes(1);
  });

  it('retries an unavailable position after the refresh delay', async () => {
    vi.useFakeTimers({ now: T0 });
    let calls = 0;
    const { actor } = start({
      permission: 'granted',
      position: () =>
        ++calls === 1 ? Promise.reject({ code: 3 }) : Promise.resolve({ ...bratislava, accuracy: 10, at: Date.now() }),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(status(actor)).toBe('unavailable');
    expect(actor.getSnapshot().context.lastFailure).toBe('timeout');
    await vi.advanceTimersByTimeAsync(positionRefreshMs);
    expect(status(actor)).toBe('located');
  });

  it('stays unsupported without geolocation', async () => {
    const { actor, readPosition } = start({ permission: 'unsupported' });
    await waitFor(actor, (s) => s.matches('Unsupported'));
    actor.send({ type: 'locate' });
    expect(status(actor)).toBe('unsupported');
    expect(readPosition).not.toHaveBeenCalled();
  });
});

describe('stored coordinates', () => {
  it('are parsed defensively', () => {
    expect(parseStoredCoordinates(JSON.stringify({ version: 1, lat: 48, lng: 17, savedAt: 5 }))).toEqual({
      version: 1,
      lat: 48,
      lng: 17,
      savedAt: 5,
    });
    expect(parseStoredCoordinates(JSON.stringify({ version: 2, lat: 48, lng: 17, savedAt: 5 }))).toBeNull();
    expect(parseStoredCoordinates(JSON.stringify({ version: 1, lat: 148, lng: 17, savedAt: 5 }))).toBeNull();
    expect(parseStoredCoordinates('{')).toBeNull();
  });

  it('expire after 600000 ms and are re-saved only when changed and older than that', () => {
    const stored: StoredCoordinates = { version: 1, lat: 48, lng: 17, savedAt: 0 };
    expect(freshStoredPosition(stored, 599_999)).not.toBeNull();
    expect(freshStoredPosition(stored, 600_000)).toBeNull();
    expect(shouldStore(null, { lat: 48, lng: 17, accuracy: 1, at: 1 })).toBe(true);
    expect(shouldStore(stored, { lat: 48.1, lng: 17, accuracy: 1, at: 599_999 })).toBe(false);
    expect(shouldStore(stored, { lat: 48.1, lng: 17, accuracy: 1, at: 600_000 })).toBe(true);
    expect(shouldStore(stored, { lat: 48, lng: 17, accuracy: 1, at: 9_000_000 })).toBe(false);
  });
});
