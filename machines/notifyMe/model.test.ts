import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { FailureError } from '../shared/failure';
import { notifyMeMachine } from './machine';

const events = [
  { type: 'change', field: 'email', value: 'jana@example.com' },
  { type: 'submit', language: 'EN' },
  { type: 'xstate.done.actor.check', output: {} },
  { type: 'xstate.done.actor.check', output: { email: 'revalid/rule/basic/regex' } },
  { type: 'xstate.error.actor.check', error: new TypeError('Failed to fetch dynamically imported module') },
  { type: 'xstate.done.actor.subscribe' },
  { type: 'xstate.error.actor.subscribe', error: new FailureError(409, 'notify-me/already-registered') },
  { type: 'xstate.error.actor.subscribe', error: new FailureError(429, 'rate-limited') },
] as never[];

/** A node of the walk: the state and what the form shows (the values typed do not steer the machine). */
const serializeState = ((s: SnapshotFrom<typeof notifyMeMachine>) =>
  JSON.stringify([s.value, s.context.failure, Object.keys(s.context.fieldErrors).length > 0])) as never;
const paths = () => getSimplePaths(notifyMeMachine, { events, serializeState, input: { warehouseId: 1 } });

describe('notify-me machine (model-based)', () => {
  it('reaches every state', () => {
    const reached = new Set(paths().map((p) => p.state.value));
    for (const state of ['Editing', 'Checking', 'Submitting', 'Subscribed', 'AlreadyRegistered'])
      expect(reached, state).toContain(state);
  });

  it('sends only a form its check found no problem in', () => {
    const sends = paths().flatMap((path) =>
      path.steps.filter(
        (step, i) => step.state.value === 'Submitting' && path.steps[i - 1]?.state.value !== 'Submitting',
      ),
    );
    expect(sends.length).toBeGreaterThan(0);
    for (const step of sends) expect(step.event).toEqual({ type: 'xstate.done.actor.check', output: {} });
  });

  it('ends only by a sent subscription: subscribed, or already registered after the 409', () => {
    for (const path of paths()) {
      const last = path.steps.at(-1)!;
      if (path.state.value === 'Subscribed') expect(last.event.type).toBe('xstate.done.actor.subscribe');
      if (path.state.value === 'AlreadyRegistered')
        expect((last.event as unknown as { error: FailureError }).error.code).toBe('notify-me/already-registered');
    }
  });

  it('a refused subscription goes back to the form with the reason, and the form can be sent again', () => {
    const resent = paths().flatMap((path) => {
      const refusal = path.steps.findIndex((step) => (step.event.type as string) === 'xstate.error.actor.subscribe');
      const back = path.steps[refusal];
      const sentAgain = path.steps.slice(refusal + 1).some((step) => step.state.value === 'Checking');
      return refusal >= 0 && back.state.value === 'Editing' && sentAgain ? [back] : [];
    });
    expect(resent.length).toBeGreaterThan(0);
    for (const back of resent) expect(back.state.context.failure).toBe('rate-limited');
  });
});
