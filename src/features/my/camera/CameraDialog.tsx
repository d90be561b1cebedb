import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCameraSnapshotActor, type CameraSnapshotEffects } from '@machines/cameraSnapshot/provider';
import {
  pictureSource,
  selectCameraFailure,
  selectCameraState,
  selectPicture,
} from '@machines/cameraSnapshot/selectors';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { Modal } from '@shared/layout/Modal';
import { cameraEffects } from './cameraEffects';

/**
 * The camera dialog of one box (the camera machine's), downloaded with its texts at the first press
 * of "Camera" (BoxCamera). `opens` counts the presses: each one, the first included (made before
 * this was downloaded), opens the dialog; the machine ignores a press while the dialog is open.
 */
export default function CameraDialog({
  contractId,
  boxName,
  opens,
  effects = cameraEffects,
}: {
  contractId: number;
  boxName: string;
  opens: number;
  effects?: CameraSnapshotEffects;
}) {
  const actor = useCameraSnapshotActor(contractId, effects);
  const state = useSelector(actor, selectCameraState);
  const picture = useSelector(actor, selectPicture);
  const failure = useSelector(actor, selectCameraFailure);
  const format = useFormatters();
  const t = useT();
  const loading = state === 'Loading';

  useEffect(() => {
    if (opens > 0) actor.send({ type: 'open' });
  }, [actor, opens]);

  if (state === 'Idle') return null;
  return (
    <Modal
      title={<FormattedMessage id="my.camera.title" values={{ box: boxName }} />}
      onClose={() => actor.send({ type: 'close' })}
    >
      {picture && (
        <img
          className={`my-camera__picture${loading ? ' my-camera__picture--stale' : ''}`}
          src={pictureSource(picture)}
          alt={t('my.camera.alt', { box: boxName })}
        />
      )}
      <p className="my-camera__time" role="status" aria-live="polite">
        {loading ? (
          <FormattedMessage id="my.camera.loading" />
        ) : (
          picture && <FormattedMessage id="my.camera.takenAt" values={{ time: format.dateTime(picture.takenAt) }} />
        )}
      </p>
      {failure && (
        <p className="my-camera__error" role="alert">
          <FormattedMessage id={`errors.${failure.code}`} />
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => actor.send({ type: 'refresh' })}
        disabled={loading}
        aria-busy={loading || undefined}
      >
        <FormattedMessage id="my.camera.refresh" />
      </button>
    </Modal>
  );
}
