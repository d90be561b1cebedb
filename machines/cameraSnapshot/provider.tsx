import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { inspect } from '../inspect';
import type { CameraSnapshotEffects } from './effects';
import { cameraSnapshotMachine } from './machine';

export type { CameraSnapshotEffects } from './effects';

export function provideCameraSnapshotMachine(effects: CameraSnapshotEffects) {
  return cameraSnapshotMachine.provide({
    actors: { capture: fromPromise(({ input }) => effects.capture(input.contractId)) },
  });
}

/** A camera machine for one contract's box, living as long as the component that shows it. */
export function useCameraSnapshotActor(contractId: number, effects: CameraSnapshotEffects) {
  const [logic] = useState(() => provideCameraSnapshotMachine(effects));
  return useActorRef(logic, { input: { contractId }, inspect });
}
