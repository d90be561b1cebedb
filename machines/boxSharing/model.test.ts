import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { FailureError } from '../shared/failure';
import { myBoxShares } from '../fixtures/my';
import { boxSharingMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('box sharing machine (model-based)', () => {
  it('reaches every state', () => {
    const failure = new FailureError(0, 'weApologize');
    const events = [
      { type: 'share', email: 'jana@example.com' },
      { type: 'remove', email: 'jana@example.com' },
      { type: 'confirm' },
      { type: 'cancel' },
      { type: 'retry' },
      { type: 'xstate.done.actor.loadShares', output: myBoxShares },
      { type: 'xstate.error.actor.loadShares', error: failure },
      { type: 'xstate.done.actor.share', output: myBoxShares },
      { type: 'xstate.error.actor.share', error: failure },
      { type: 'xstate.done.actor.unshare', output: [] },
      { type: 'xstate.error.actor.unshare', error: failure },
    ] as never[];
    const reached = new Set(
      getShortestPaths(boxSharingMachine, { input: { contractId: 7 }, events, serializeState }).map(
        (p) => p.state.value,
      ),
    );
    for (const state of ['Loading', 'LoadFailed', 'Ready', 'Sharing', 'ConfirmingRemoval', 'Removing'])
      expect(reached, state).toContain(state);
  });
});
