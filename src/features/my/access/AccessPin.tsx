import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { useLockPinActor, type LockPinEffects } from '@machines/lockPin/provider';
import { selectPin, selectPinFailure, selectPinState } from '@machines/lockPin/selectors';
import { loadLockPin } from './lockEffects';

/**
 * The lock's code, asked for only when the customer wants to see it and hidden again with one press
 * (the lifecycle is the lock-code machine's).
 */
export function AccessPin({
  contractId,
  effects = { loadPin: loadLockPin },
}: {
  contractId: number;
  effects?: LockPinEffects;
}) {
  const actor = useLockPinActor(contractId, effects);
  const state = useSelector(actor, selectPinState);
  const pin = useSelector(actor, selectPin);
  const failure = useSelector(actor, selectPinFailure);
  return (
    <div className="my-pin">
      <span className="my-pin__label">
        <FormattedMessage id="my.pin.label" />
      </span>
      <span className="my-pin__value" aria-live="polite">
        {pin !== null && <strong>{pin}</strong>}
      </span>
      {state === 'Shown' ? (
        <button
          type="button"
          className="button button--secondary my-pin__button"
          onClick={() => actor.send({ type: 'hide' })}
        >
          <FormattedMessage id="my.pin.hide" />
        </button>
      ) : (
        <button
          type="button"
          className="button button--secondary my-pin__button"
          onClick={() => actor.send({ type: 'show' })}
          disabled={state === 'Loading'}
          aria-busy={state === 'Loading' || undefined}
        >
          <FormattedMessage id={state === 'Loading' ? 'common.loading' : 'my.pin.show'} />
        </button>
      )}
      {failure && (
        <p className="my-pin__error" role="alert">
          <FormattedMessage id={`errors.${failure.code}`} />
        </p>
      )}
    </div>
  );
}
