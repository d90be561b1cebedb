import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { DiagnosticsEffects } from './effects';
import { bratislavaFix as position, fakeDiagnosticsEffects } from './fakeEffects';
import type { LocationPermission } from './machine';
import { provideDiagnosticsMachine } from './provider';

function start(permission: LocationPermission = 'granted', readPosition?: DiagnosticsEffects['readPosition']) {
  const effects = fakeDiagnosticsEffects({
    readPermission: async () => permission,
    ...(readPosition ? { readPosition } : {}),
  });
  return createActor(provideDiagnosticsMachine(effects)).start();
}

const tapAt = (actor: ReturnType<typeof start>, ...times: number[]) => {
  for (const at of times) actor.send({ type: 'tap', at });
};

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
});
