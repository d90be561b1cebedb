import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CameraSnapshotEffects } from '@machines/cameraSnapshot/effects';
import { lazyWithMessages } from '@shared/routing/routeDef';
import { CardLoading } from '../boxes/CardLoading';
import './BoxCamera.css';

// The dialog, the camera machine and their texts are downloaded at the first press of "Camera" (or
// when it is pointed at or focused), so the first load of My boxes does not carry them.
const CameraDialog = lazyWithMessages(() => import('./CameraDialog'), ['myPanels', 'forms']);

/**
 * "Camera" on a box card: a current picture of the box, taken when asked for, with the time it was
 * taken and a refresh (the lifecycle is the camera machine's, in CameraDialog).
 */
export function BoxCamera({
  contractId,
  boxName,
  effects,
}: {
  contractId: number;
  boxName: string;
  effects?: CameraSnapshotEffects;
}) {
  // Presses of the button; the dialog opens at each (the first one is kept while the dialog downloads).
  const [opens, setOpens] = useState(0);
  return (
    <div className="my-camera">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setOpens((count) => count + 1)}
        onPointerEnter={CameraDialog.prefetch}
        onFocus={CameraDialog.prefetch}
        aria-haspopup="dialog"
      >
        <FormattedMessage id="my.camera.open" />
      </button>
      {opens > 0 && (
        <Suspense fallback={<CardLoading />}>
          <CameraDialog contractId={contractId} boxName={boxName} opens={opens} effects={effects} />
        </Suspense>
      )}
    </div>
  );
}
