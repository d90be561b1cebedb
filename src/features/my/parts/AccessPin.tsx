import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ErrorCode } from '../../../../contract/errors';
import { toFailure } from '../../../../machines/shared/failure';
import { loadLockPin } from '../myAreaEffects';

type PinState = { kind: 'hidden' } | { kind: 'loading' } | { kind: 'shown'; pin: string } | { kind: 'failed'; code: ErrorCode };

/**
 * The lock's code, asked for only when the customer wants to see it (it opens the box, so it is not
 * on the screen for anyone looking over a shoulder), and hidden again with one press.
 */
export function AccessPin({ contractId }: { contractId: number }) {
  const [state, setState] = useState<PinState>({ kind: 'hidden' });
  const show = async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'shown', pin: await loadLockPin(contractId) });
    } catch (error) {
      setState({ kind: 'failed', code: toFailure(error).code });
    }
  };
  return (
    <div className="my-pin">
      <span className="my-pin__label">
        <FormattedMessage id="my.pin.label" />
      </span>
      <span className="my-pin__value" aria-live="polite">
        {state.kind === 'shown' && <strong>{state.pin}</strong>}
      </span>
      {state.kind === 'shown' ? (
        <button type="button" className="button button--secondary my-pin__button" onClick={() => setState({ kind: 'hidden' })}>
          <FormattedMessage id="my.pin.hide" />
        </button>
      ) : (
        <button type="button" className="button button--secondary my-pin__button" onClick={show} disabled={state.kind === 'loading'} aria-busy={state.kind === 'loading' || undefined}>
          <FormattedMessage id={state.kind === 'loading' ? 'common.loading' : 'my.pin.show'} />
        </button>
      )}
      {state.kind === 'failed' && (
        <p className="my-pin__error" role="alert">
          <FormattedMessage id={`errors.${state.code}`} />
        </p>
      )}
    </div>
  );
}
