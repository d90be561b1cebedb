import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import { bratislavaFix } from './fakeEffects';
import { diagnosticsMachine, tapsToOpen, tapWindowMs, type DiagnosticsContext } from './machine';

type Snapshot = { value: unknown; context: DiagnosticsContext };
const lastTap = (s: Snapshot) => s.context.taps.at(-1) ?? 0;

/** Taps come quickly (300 ms apart) or slowly (a whole window apart); the readers answer every way. */
const events = (s: Snapshot) =>
  [
    { type: 'tap', at: lastTap(s) + 300 },
    { type: 'tap', at: lastTap(s) + tapWindowMs },
    { type: 'close' },
    ...(['granted', 'prompt', 'denied'] as const).map((output) => ({
      type: 'xstate.done.actor.readPermission',
      output,
    })),
    { type: 'xstate.error.actor.readPermission', error: new Error('no Permissions API') },
    { type: 'xstate.done.actor.readPosition', output: bratislavaFix },
    { type: 'xstate.error.actor.readPosition', error: new Error('timeout') },
    { type: 'xstate.after.reopenThrottle.diagnostics.Throttled' },
  ] as never[];

/** A node of the walk: the state, the taps as gaps from the last one, and what was read. */
const serializeState = ((s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.taps.map((t) => lastTap(s) - t),
    s.context.permission,
    s.context.coordinates !== null,
  ])) as never;

const paths = () => getSimplePaths(diagnosticsMachine, { events, serializeState });
type Path = ReturnType<typeof paths>[number];
const isOpen = (value: unknown) => typeof value === 'object' && value !== null && 'Open' in value;

/** Each step that enters `entered` from another state, with the path it belongs to. */
function entries(entered: (value: unknown) => boolean) {
  return paths().flatMap((path: Path) =>
    path.steps.flatMap((step, i) =>
      i > 0 && entered(step.state.value) && !entered(path.steps[i - 1].state.value) ? [{ path, i }] : [],
    ),
  );
}

describe('diagnostics machine (model-based)', () => {
  it('reaches every state', () => {
    const reached = new Set(paths().map((p) => JSON.stringify(p.state.value)));
    for (const state of [
      'Closed',
      { Open: 'ReadingPermission' },
      { Open: 'ReadingPosition' },
      { Open: 'Ready' },
      'Throttled',
    ])
      expect(reached, JSON.stringify(state)).toContain(JSON.stringify(state));
  });

  it('opens only on a tap that makes three within one second', () => {
    const openings = entries(isOpen);
    expect(openings.length).toBeGreaterThan(0);
    for (const { path, i } of openings) {
      const taps = path.steps
        .slice(0, i + 1)
        .flatMap(({ event }) => (event.type === 'tap' ? [(event as unknown as { at: number }).at] : []));
      const opener = taps.at(-1)!;
      expect(path.steps[i].event.type).toBe('tap');
      expect(taps.filter((at) => opener - at < tapWindowMs).length).toBeGreaterThanOrEqual(tapsToOpen);
    }
  });

  it('reads the position only when access was already granted (never prompts)', () => {
    const readings = entries((value) => JSON.stringify(value) === JSON.stringify({ Open: 'ReadingPosition' }));
    expect(readings.length).toBeGreaterThan(0);
    for (const { path, i } of readings)
      expect(path.steps[i].event).toEqual({ type: 'xstate.done.actor.readPermission', output: 'granted' });
  });

  it('after closing, counts taps afresh only once the throttle is over', () => {
    const reopened = entries((value) => value === 'Closed');
    expect(reopened.length).toBeGreaterThan(0);
    for (const { path, i } of reopened) {
      expect(path.steps[i].event.type).toBe('xstate.after.reopenThrottle.diagnostics.Throttled');
      expect(path.steps[i].state.context.taps).toEqual([]);
    }
  });
});
