import type { CameraCapture } from '@contract/my';

/** What showing a box's camera needs from outside: the capture call of one contract. */
export interface CameraSnapshotEffects {
  capture: (contractId: number) => Promise<CameraCapture>;
}
