import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { FailureError } from '../shared/failure';
import { cameraPictureFixture } from './fakeEffects';
import { cameraSnapshotMachine } from './machine';

const serializeState = ((s: { value: unknown }) => JSON.stringify(s.value)) as never;

describe('camera snapshot machine (model-based)', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'open' },
      { type: 'refresh' },
      { type: 'close' },
      { type: 'xstate.done.actor.capture', output: cameraPictureFixture },
      { type: 'xstate.error.actor.capture', error: new FailureError(503, 'camera/unavailable') },
    ] as never[];
    const reached = new Set(
      getShortestPaths(cameraSnapshotMachine, { input: { contractId: 7 }, events, serializeState }).map(
        (p) => p.state.value,
      ),
    );
    for (const state of ['Idle', 'Loading', 'Shown', 'Failed']) expect(reached, state).toContain(state);
  });
});
