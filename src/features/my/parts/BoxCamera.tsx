import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { useCameraSnapshotActor, type CameraSnapshotEffects } from '../../../../machines/cameraSnapshot/provider';
import { pictureSource, selectCameraFailure, selectCameraState, selectPicture } from '../../../../machines/cameraSnapshot/selectors';
import { useFormatters } from '../../../shared/i18n/formatters';
import { useT } from '../../../shared/i18n/useT';
import { Modal } from '../../../shared/layout/Modal';
import { cameraEffects } from '../cameraEffects';
import './BoxCamera.css';

/**
 * "Camera" on a box card: a current picture of the box, taken when asked for, with the time it was
 * taken and a refresh (the lifecycle is the camera machine's).
 */
export function BoxCamera({ contractId, boxName, effects = cameraEffects }: { contractId: number; boxName: string; effects?: CameraSnapshotEffects }) {
  const actor = useCameraSnapshotActor(contractId, effects);
  const state = useSelector(actor, selectCameraState);
  const picture = useSelector(actor, selectPicture);
  const failure = useSelector(actor, selectCameraFailure);
  const format = useFormatters();
  const t = useT();
  const loading = state === 'Loading';
  return (
    <div className="my-camera">
      <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'open' })} aria-haspopup="dialog">
        <FormattedMessage id="my.camera.open" />
      </button>
      {state !== 'Idle' && (
        <Modal title={<FormattedMessage id="my.camera.title" values={{ box: boxName }} />} onClose={() => actor.send({ type: 'close' })}>
          {picture && (
            <img className={`my-camera__picture${loading ? ' my-camera__picture--stale' : ''}`} src={pictureSource(picture)} alt={t('my.camera.alt', { box: boxName })} />
          )}
          <p className="my-camera__time" role="status" aria-live="polite">
            {loading ? <FormattedMessage id="my.camera.loading" /> : picture && <FormattedMessage id="my.camera.takenAt" values={{ time: format.dateTime(picture.takenAt) }} />}
          </p>
          {failure && (
            <p className="my-camera__error" role="alert">
              <FormattedMessage id={`errors.${failure.code}`} />
            </p>
          )}
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'refresh' })} disabled={loading} aria-busy={loading || undefined}>
            <FormattedMessage id="my.camera.refresh" />
          </button>
        </Modal>
      )}
    </div>
  );
}
