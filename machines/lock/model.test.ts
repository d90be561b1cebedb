import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { ErrorCode } from '@contract/errors';
import { FailureError } from '../shared/failure';
import { lockMachine } from './machine';

const fix = { lat: 48.1571, lng: 17.1679, accuracy: 12, at: 1 };
const refusal = (status: number, code: ErrorCode) => ({
  type: 'xstate.error.actor.unlock',
  error: new FailureError(status, code),
});
const events = [
  { type: 'press' },
  { type: 'xstate.done.actor.locate', output: fix },
  { type: 'xstate.error.actor.locate', error: { code: 1 } },
  { type: 'xstate.error.actor.locate', error: { code: 3 } },
  { type: 'xstate.done.actor.unlock', output: { unlocked: true, relockAfterSeconds: 1 } },
  refusal(400, 'lock-v2/too-far-away'),
  refusal(400, 'lock-v2/lock-is-out-of-time'),
  refusal(403, 'lock-v2/rent-overdue'),
  refusal(504, 'lock-v2/no-response'),
  refusal(429, 'rate-limited'),
  { type: 'xstate.after.relockTick.lock.Unlocked' },
] as never[];

/** The state and whether the press's one re-lookup is used: "too far" twice must differ from once. */
const serializeState = ((s: { value: unknown; context: { relocated: boolean; secondsLeft: number } }) =>
  JSON.stringify([s.value, s.context.relocated, s.context.secondsLeft])) as never;

const paths = () => getShortestPaths(lockMachine, { events, serializeState });
const typesOf = (path: { steps: { event: { type: string } }[] }) => path.steps.map((step) => step.event.type);

describe('lock machine (model-based)', () => {
  it('reaches every state', () => {
    const reached = new Set(paths().map((p) => p.state.value));
    const all = [
      'Locked',
      'Locating',
      'Unlocking',
      'Unlocked',
      'TooFar',
      'OutOfHours',
      'RentOverdue',
      'NoResponse',
      'LocationDenied',
      'LocationUnavailable',
      'Failed',
    ];
    for (const state of all) expect(reached, state).toContain(state);
  });

  it('reaches "too far" only through exactly one re-lookup and a second unlock', () => {
    const toTooFar = paths().filter((p) => p.state.value === 'TooFar');
    expect(toTooFar.length).toBeGreaterThan(0);
    for (const path of toTooFar) {
      const types = typesOf(path);
      expect(types.filter((t) => t === 'xstate.done.actor.locate')).toHaveLength(2);
      expect(types.filter((t) => t === 'xstate.error.actor.unlock')).toHaveLength(2);
    }
  });

  it('never looks up a third time within one press', () => {
    for (const path of paths().filter((p) => p.state.value === 'Locating')) {
      const sinceLastPress = typesOf(path).slice(typesOf(path).lastIndexOf('press'));
      expect(sinceLastPress.filter((t) => t === 'xstate.done.actor.locate').length).toBeLessThanOrEqual(1);
    }
  });

  it('locks again when the countdown ends', () => {
    const relocked = paths().filter(
      (p) => p.state.value === 'Locked' && typesOf(p).includes('xstate.after.relockTick.lock.Unlocked'),
    );
    expect(relocked.length).toBeGreaterThan(0);
  });
});
