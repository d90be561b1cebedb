import { FormattedMessage } from 'react-intl';
import { GeolocationContext } from '@machines/geolocation/provider';
import { selectIsLocatingForVisitor, selectLocationStatus, type LocationStatus } from '@machines/geolocation/selectors';
import { Icon } from '../shared/Icon';

/** The message under the button for each state of the geolocation machine (none when all is well). */
const messages: Record<LocationStatus, string | null> = {
  checking: null,
  prompt: 'geo.accessNeeded',
  requesting: 'geo.requesting',
  locating: null,
  located: null,
  unavailable: 'geo.unavailable',
  denied: 'errors.geolocation/permission-denied',
  unsupported: 'geo.unsupported',
};

/** The "my location" button and what the browser's location access currently allows. */
export function LocationControlView({
  status,
  busy,
  onLocate,
}: {
  status: LocationStatus;
  busy: boolean;
  onLocate: () => void;
}) {
  const message = messages[status];
  const problem = status === 'denied' || status === 'unavailable' || status === 'unsupported';
  return (
    <div className="location-control">
      <button
        type="button"
        className="button button--secondary location-control__button"
        onClick={onLocate}
        disabled={status === 'unsupported'}
        aria-busy={busy}
        aria-describedby="location-control-status"
      >
        <Icon name="locate" />
        <FormattedMessage id={busy ? 'geo.locating' : 'geo.myLocation'} />
      </button>
      <p
        id="location-control-status"
        role="status"
        className={problem ? 'location-control__status location-control__status--problem' : 'location-control__status'}
      >
        {message && <FormattedMessage id={message} />}
        {status === 'denied' && (
          <>
            {' '}
            <FormattedMessage id="geo.allowInSettings" />
          </>
        )}
      </p>
    </div>
  );
}

/** Connected to the geolocation machine of the screen. */
export function LocationControl() {
  const status = GeolocationContext.useSelector(selectLocationStatus);
  const busy = GeolocationContext.useSelector(selectIsLocatingForVisitor);
  const { send } = GeolocationContext.useActorRef();
  return <LocationControlView status={status} busy={busy} onLocate={() => send({ type: 'locate' })} />;
}
