import type { CameraSnapshotEffects } from '@machines/cameraSnapshot/effects';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';

/** The camera machine's call: a current picture of the contract's box. */
export const cameraEffects: CameraSnapshotEffects = {
  capture: async (contractId) => bodyOf(await api.my.cameraCapture({ body: { contractId } }), 200),
};
