import { assign, fromPromise, setup } from 'xstate';
import type { CameraCapture } from '@contract/my';
import { toFailure, type Failure } from '../shared/failure';

export interface CameraSnapshotContext {
  contractId: number;
  /** The latest picture; kept while a refresh loads, so the view can keep showing it. */
  picture: CameraCapture | null;
  failure: Failure | null;
}

export type CameraSnapshotEvent = { type: 'open' } | { type: 'refresh' } | { type: 'close' };

const notProvided = async (): Promise<never> => {
  throw new Error('cameraSnapshot: the capture effect was not provided');
};

/**
 * A current picture from the camera of one box, taken only when the customer opens it (each picture
 * wakes the camera and counts against a rate limit) and again on refresh; closing forgets it.
 */
export const cameraSnapshotMachine = setup({
  types: {
    context: {} as CameraSnapshotContext,
    events: {} as CameraSnapshotEvent,
    input: {} as { contractId: number },
  },
  actors: { capture: fromPromise<CameraCapture, { contractId: number }>(notProvided) },
  actions: {
    keepPicture: assign((_, params: { picture: CameraCapture }) => ({ picture: params.picture, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    forget: assign({ picture: null, failure: null }),
  },
}).createMachine({
  id: 'cameraSnapshot',
  context: ({ input }) => ({ contractId: input.contractId, picture: null, failure: null }),
  initial: 'Idle',
  on: { close: { target: '.Idle', actions: 'forget' } },
  states: {
    Idle: { description: 'No picture is open.', on: { open: 'Loading' } },
    Loading: {
      description: 'A picture is being taken.',
      invoke: {
        id: 'capture',
        src: 'capture',
        input: ({ context }) => ({ contractId: context.contractId }),
        onDone: {
          target: 'Shown',
          actions: { type: 'keepPicture', params: ({ event }) => ({ picture: event.output }) },
        },
        onError: {
          target: 'Failed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    Shown: {
      description: 'The picture is shown with the time it was taken; it can be refreshed.',
      on: { refresh: 'Loading' },
    },
    Failed: {
      description: 'No picture came (camera silent, contract ended, rate limit, network); it can be tried again.',
      on: { refresh: 'Loading' },
    },
  },
});

export type CameraSnapshotMachine = typeof cameraSnapshotMachine;
