import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { diagnosticsMachine, type Coordinates, type LocationPermission } from './machine';

const position: Coordinates = { lat: 48.1486, lng: 17.1077, accuracy: 12 };

function start(permission: LocationPermission = 'granted', readPosition = async () => position) {
  return createActor(
    diagnosticsMachine.provide({
      actors: {
        readPermission: fromPromise(async () => permission),
        readPosition: fromPromise(readPosition),
      },
    }),
  ).start();
}

const tapAt = (actor: ReturnType<typeof start>, ...times: number[]) =>
  times.forEach((at) => actor.send({ type: 'tap', at }));

afterEach(() => vi.useRealTimers());

describe('diagnostics machine', () => {
  it('opens on the third tap within one second', () => {
    const actor = start();
    tapAt(actor, 1000, 1300);
    expect(actor.getSnapshot().matches('Closed')).toBe(true);
    tapAt(actor, 1600);
    expect(actor.getSnapshot().matches('Open')).toBe(true);
    expect(actor.getSnapshot().context.openedAt).toBe(1600);
  });

  it('does not open when the taps are spread over more than a second', () => {
    const actor = start();
    tapAt(actor, 0, 600, 1200, 1900);
    expect(actor.getSnapshot().matches('Closed')).toBe(true);
  });

  it('reads the coordinates when location is already granted', async () => {
    const actor = start('granted');
    tapAt(actor, 0, 100, 200);
    const ready = await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    expect(ready.context.permission).toBe('granted');
    expect(ready.context.coordinates).toEqual(position);
  });

  it('does not ask for the position when permission is not granted', async () => {
    const readPosition = vi.fn(async () => position);
    const actor = start('prompt', readPosition);
    tapAt(actor, 0, 100, 200);
    const ready = await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    expect(ready.context.permission).toBe('prompt');
    expect(ready.context.coordinates).toBeNull();
    expect(readPosition).not.toHaveBeenCalled();
  });

  it('shows the dialog even when the position cannot be read', async () => {
    const actor = start('granted', async () => {
      throw new Error('timeout');
    });
    tapAt(actor, 0, 100, 200);
    const ready = await waitFor(actor, (s) => s.matches({ Open: 'Ready' }));
    expect(ready.context.coordinates).toBeNull();
  });

  it('ignores taps for 300 ms after closing (throttle)', () => {
    vi.useFakeTimers();
    const actor = start();
    tapAt(actor, 0, 100, 200);
    actor.send({ type: 'close' });
    tapAt(actor, 250, 300, 350);
    expect(actor.getSnapshot().matches('Throttled')).toBe(true);
    vi.advanceTimersByTime(300);
    expect(actor.getSnapshot().matches('Closed')).toBe(true);
    expect(actor.getSnapshot().context.taps).toEqual([]);
  });

  it('reaches every state (model-based)', () => {
    // Invoked actors do not run during graph traversal, so their completions are events here.
    const events = (s: { context: { taps: number[] } }) =>
      [
        { type: 'tap', at: s.context.taps.length * 100 },
        { type: 'close' },
        { type: 'xstate.done.actor.readPermission', output: 'granted' },
        { type: 'xstate.done.actor.readPermission', output: 'denied' },
        { type: 'xstate.done.actor.readPosition', output: position },
      ] as never[];
    const reached = new Set(getShortestPaths(diagnosticsMachine, { events }).map((p) => JSON.stringify(p.state.value)));
    expect(reached).toContain(JSON.stringify('Closed'));
    expect(reached).toContain(JSON.stringify({ Open: 'ReadingPermission' }));
    expect(reached).toContain(JSON.stringify({ Open: 'ReadingPosition' }));
    expect(reached).toContain(JSON.stringify({ Open: 'Ready' }));
    expect(reached).toContain(JSON.stringify('Throttled'));
  });
});
