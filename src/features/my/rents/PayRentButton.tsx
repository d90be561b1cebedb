import { FormattedMessage } from 'react-intl';
import { RentPaymentContext, RentPaymentProvider, type RentPaymentEffects } from '@machines/rentPayment/provider';
import { selectRentPaymentView, selectStartFailure } from '@machines/rentPayment/selectors';
import { rentPaymentEffects } from './rentPaymentEffects';

/** "Pay" of an unpaid rent: starts a card payment and goes to the gateway; a refusal is told beside it. */
export function PayRentButton({
  rentId,
  effects = rentPaymentEffects,
}: {
  rentId: number;
  effects?: RentPaymentEffects;
}) {
  return (
    <RentPaymentProvider rentId={rentId} returning={false} effects={effects}>
      <PayButton />
    </RentPaymentProvider>
  );
}

function PayButton() {
  const view = RentPaymentContext.useSelector(selectRentPaymentView);
  const failure = RentPaymentContext.useSelector(selectStartFailure);
  const { send } = RentPaymentContext.useActorRef();
  const busy = view === 'starting';
  return (
    <span className="my-pay">
      <button
        type="button"
        className="button button--primary my-pay__button"
        onClick={() => send({ type: 'pay' })}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <FormattedMessage id={busy ? 'my.rents.goingToPayment' : 'my.rents.pay'} />
      </button>
      {failure && (
        <span className="my-pay__error" role="alert">
          <FormattedMessage id={`errors.${failure.code}`} />
        </span>
      )}
    </span>
  );
}
