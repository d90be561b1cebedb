import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { demoReferral } from '../fixtures/referral';
import { FailureError } from '../shared/failure';
import { referralMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('referral machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'retry' },
      { type: 'copy' },
      { type: 'xstate.done.actor.loadReferral', output: demoReferral },
      { type: 'xstate.error.actor.loadReferral', error: new FailureError(503, 'weApologize') },
      { type: 'xstate.done.actor.copyLink' },
      { type: 'xstate.error.actor.copyLink', error: new Error('denied') },
    ] as never[];
    const reached = new Set(
      getShortestPaths(referralMachine, { events, serializeState }).map((p) => JSON.stringify(p.state.value)),
    );
    for (const state of ['"Loading"', '{"Shown":"Idle"}', '{"Shown":"Copying"}', '"Failed"'])
      expect(reached, state).toContain(state);
  });
});
