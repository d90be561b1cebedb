import type { SnapshotFrom } from 'xstate';
import type { CameraCapture } from '@contract/my';
import type { Failure } from '../shared/failure';
import type { CameraSnapshotMachine } from './machine';

type Snapshot = SnapshotFrom<CameraSnapshotMachine>;

export type CameraSnapshotState = 'Idle' | 'Loading' | 'Shown' | 'Failed';

export const selectCameraState = (s: Snapshot) => s.value as CameraSnapshotState;
/** The picture to show: the latest one, also while a refresh loads. */
export const selectPicture = (s: Snapshot): CameraCapture | null => (s.matches('Idle') ? null : s.context.picture);
export const selectCameraFailure = (s: Snapshot): Failure | null => (s.matches('Failed') ? s.context.failure : null);
/** The picture as an address an `<img>` can show. */
export const pictureSource = (picture: CameraCapture) => `data:${picture.contentType};base64,${picture.dataBase64}`;
