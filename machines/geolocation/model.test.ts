import { describe, expect, it } from 'vitest';
import { getSimplePaths } from 'xstate/graph';
import type { GeolocationContext, Position, StoredCoordinates } from './context';
import { geolocationMachine } from './machine';

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const fix: Position = { lat: 48.1486, lng: 17.1077, accuracy: 5, at: T0 };
/** Coordinates stored a minute before the start: still fresh. */
const freshStored: StoredCoordinates = { version: 1, lat: 49.2, lng: 18.7, savedAt: T0 - 60_000 };

const events = [
  { type: 'locate' },
  ...(['granted', 'denied', 'prompt', 'unsupported'] as const).map((output) => ({
    type: 'xstate.done.actor.0.geolocation.Checking',
    output,
  })),
  { type: 'xstate.error.actor.0.geolocation.Checking', error: new Error('no Permissions API') },
  { type: 'xstate.done.actor.0.geolocation.Requesting', output: fix },
  { type: 'xstate.error.actor.0.geolocation.Requesting', error: { code: 1 } },
  { type: 'xstate.error.actor.0.geolocation.Requesting', error: { code: 2 } },
  { type: 'xstate.done.actor.0.geolocation.Granted.Locating', output: fix },
  { type: 'xstate.error.actor.0.geolocation.Granted.Locating', error: { code: 1 } },
  { type: 'xstate.error.actor.0.geolocation.Granted.Locating', error: { code: 3 } },
  { type: 'xstate.after.positionRefresh.geolocation.Granted.Located' },
  { type: 'xstate.after.positionRefresh.geolocation.Granted.PositionUnavailable' },
] as never[];

/** A node of the walk: the state and what the guards read. */
const serializeState = ((s: { value: unknown; context: GeolocationContext }) =>
  JSON.stringify([s.value, s.context.position !== null, s.context.followRequested, s.context.lastFailure])) as never;

const pathsFrom = (stored: StoredCoordinates | null) =>
  getSimplePaths(geolocationMachine, { events, serializeState, input: { stored, now: T0 } });
type Path = ReturnType<typeof pathsFrom>[number];
let walked: Path[] | undefined;
/** Every simple path, from a first visit and from a visit with fresh stored coordinates (walked once). */
const allPaths = () => {
  walked ??= [...pathsFrom(null), ...pathsFrom(freshStored)];
  return walked;
};

const same = (value: unknown, state: unknown) => JSON.stringify(value) === JSON.stringify(state);
/** Each step that enters `state` from another state, with the path it belongs to. */
const entries = (state: unknown) =>
  allPaths().flatMap((path: Path) =>
    path.steps.flatMap((step, i) =>
      i > 0 && same(step.state.value, state) && !same(path.steps[i - 1].state.value, state) ? [{ path, i }] : [],
    ),
  );

describe('geolocation machine (model-based)', () => {
  it('reaches every state', () => {
    const reached = new Set(allPaths().map((p) => JSON.stringify(p.state.value)));
    for (const state of [
      'Checking',
      'Prompt',
      'Requesting',
      { Granted: 'Locating' },
      { Granted: 'Located' },
      { Granted: 'PositionUnavailable' },
      'Denied',
      'Unsupported',
    ])
      expect(reached, JSON.stringify(state)).toContain(JSON.stringify(state));
  });

  it('shows the browser’s prompt only after the visitor pressed "my location"', () => {
    const prompts = entries('Requesting');
    expect(prompts.length).toBeGreaterThan(0);
    for (const { path, i } of prompts)
      expect(path.steps.slice(0, i + 1).map((step) => step.event.type)).toContain('locate');
  });

  it('forgets stored coordinates once access is blocked', () => {
    const blocked = entries('Denied');
    expect(blocked.some(({ path }) => path.steps[0].state.context.position !== null)).toBe(true);
    for (const { path, i } of blocked) expect(path.steps[i].state.context.position).toBeNull();
  });

  it('reads a fresh position every positionRefresh while access is granted', () => {
    const refreshes = entries({ Granted: 'Locating' }).filter(({ path, i }) =>
      same(path.steps[i - 1].state.value, { Granted: 'Located' }),
    );
    expect(refreshes.length).toBeGreaterThan(0);
    for (const { path, i } of refreshes)
      expect(path.steps[i].event.type).toBe('xstate.after.positionRefresh.geolocation.Granted.Located');
  });

  it('stays unsupported without geolocation: nothing leads out of it', () => {
    const unsupported = allPaths().filter((p) => p.steps.some((step) => step.state.value === 'Unsupported'));
    expect(unsupported.length).toBeGreaterThan(0);
    for (const path of unsupported) expect(path.state.value).toBe('Unsupported');
  });
});
