import { FormattedMessage } from 'react-intl';
import type { LocationProblem } from '@machines/lock/location';
import type { LockState } from '@machines/lock/selectors';
import type { Failure } from '@machines/shared/failure';
import { AppLink } from '../navigation/AppLink';
import { paths } from '../routing/paths';
import { isCurrentDeviceIos } from './isIosDevice';

/** Why the lock did not open and what to do next, for each failure state of the lock machine. */
export function LockProblem({
  state,
  failure,
  locationProblem,
}: {
  state: LockState;
  failure: Failure | null;
  locationProblem: LocationProblem | null;
}) {
  const content = problemOf(state, failure, locationProblem);
  if (!content) return null;
  return (
    <div className="lock-control__problem" role="alert">
      {content}
    </div>
  );
}

function problemOf(state: LockState, failure: Failure | null, locationProblem: LocationProblem | null) {
  switch (state) {
    case 'TooFar':
      return (
        <>
          <p>
            <FormattedMessage id="errors.lock-v2/too-far-away" />
          </p>
          <p>
            <FormattedMessage id="lock.tooFar.hint" />
          </p>
        </>
      );
    case 'OutOfHours':
      return (
        <p>
          <FormattedMessage id="errors.lock-v2/lock-is-out-of-time" />
        </p>
      );
    case 'RentOverdue':
      return (
        <>
          <p>
            <FormattedMessage id="errors.lock-v2/rent-overdue" />
          </p>
          <p>
            <AppLink to={paths.myRents} className="link-target">
              <FormattedMessage id="lock.goToRents" />
            </AppLink>
          </p>
        </>
      );
    case 'NoResponse':
      return (
        <p>
          <FormattedMessage id="errors.lock-v2/no-response" />
        </p>
      );
    case 'LocationDenied':
      return (
        <>
          <p>
            <FormattedMessage id="errors.geolocation/permission-denied" />
          </p>
          <p>
            <FormattedMessage id="lock.location.allow" />
            {isCurrentDeviceIos() && (
              <>
                {' '}
                <FormattedMessage id="lock.location.allowPreciseIos" />
              </>
            )}
          </p>
        </>
      );
    case 'LocationUnavailable':
      return (
        <p>
          <FormattedMessage
            id={locationProblem === 'unsupported' ? 'lock.location.unsupported' : 'lock.location.unavailable'}
          />
        </p>
      );
    case 'Failed':
      return (
        <p>
          <FormattedMessage id={`errors.${failure?.code ?? 'weApologize'}`} />
        </p>
      );
    default:
      return null;
  }
}
