import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { useOrderActor } from '@machines/order/provider';
import {
  PaymentStatusContext,
  PaymentStatusProvider,
  type PaymentStatusEffects,
} from '@machines/paymentStatus/provider';
import {
  selectContractId,
  selectContractNumber,
  selectHeldUntil,
  selectHoldOver,
  selectPaidMeanwhile,
  selectPaymentView,
  selectRetryFailure,
} from '@machines/paymentStatus/selectors';
import { useFormatters } from '@shared/i18n/formatters';
import { paths } from '@shared/routing/paths';
import { AppLink } from '@shared/navigation/AppLink';
import { useSession } from '@shared/session/SessionContext';
import { StepLoading, StepProblem } from '../StepState';
import { browserPaymentEffects } from './paymentEffects';

/** The status page (`/order/status-check?orderId=…`, where the card gateway returns to). */
export function StatusStep({
  effects,
  delays,
}: {
  effects?: PaymentStatusEffects;
  delays?: { pollInterval?: number; undeterminedAfter?: number };
}) {
  const orderId = new URLSearchParams(useSearch()).get('orderId');
  const order = useOrderActor();
  const [chosen] = useState(() => effects ?? browserPaymentEffects(order));
  return (
    <PaymentStatusProvider key={orderId} orderId={orderId} effects={chosen} delays={delays}>
      <PaymentStatusView />
    </PaymentStatusProvider>
  );
}

function PaymentStatusView() {
  const view = PaymentStatusContext.useSelector(selectPaymentView);
  const contractId = PaymentStatusContext.useSelector(selectContractId);
  const contractNumber = PaymentStatusContext.useSelector(selectContractNumber);
  const heldUntil = PaymentStatusContext.useSelector(selectHeldUntil);
  const format = useFormatters();
  const retryFailure = PaymentStatusContext.useSelector(selectRetryFailure);
  const holdOver = PaymentStatusContext.useSelector(selectHoldOver);
  const paidMeanwhile = PaymentStatusContext.useSelector(selectPaidMeanwhile);
  const send = PaymentStatusContext.useActorRef().send;
  const { signedIn } = useSession();

  switch (view) {
    case 'pending':
      return <StepLoading messageId="payment.pending" />;
    case 'retrying':
      return <StepLoading messageId="payment.redirecting" />;
    case 'undetermined':
      return (
        <div className="notice order-outcome" role="status">
          <h2>
            <FormattedMessage id="payment.undetermined.title" />
          </h2>
          <p>
            <FormattedMessage id="payment.undetermined.text" />
          </p>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'check-again' })}>
            <FormattedMessage id="payment.checkAgain" />
          </button>
        </div>
      );
    case 'succeeded':
      return (
        <div className="notice notice--success order-outcome" role="status">
          <h2>
            <FormattedMessage id="payment.success.title" />
          </h2>
          <p>
            <FormattedMessage id="payment.success.contract" values={{ number: contractNumber ?? '' }} />
          </p>
          <p>
            <FormattedMessage id="payment.success.email" />
          </p>
          {signedIn ? (
            <AppLink
              to={contractId ? paths.myContract(contractId) : paths.myContracts}
              className="button button--primary"
            >
              <FormattedMessage id="payment.success.showContract" />
            </AppLink>
          ) : (
            <p>
              <FormattedMessage id="payment.success.setPassword" />
            </p>
          )}
        </div>
      );
    case 'notFound':
      return (
        <StepProblem code="not-found">
          <AppLink to={paths.boxes} className="button button--primary">
            <FormattedMessage id="order.chooseBox" />
          </AppLink>
        </StepProblem>
      );
    default:
      return (
        <div className="notice notice--error order-outcome" role="alert">
          <h2>
            <FormattedMessage id="payment.failed.title" />
          </h2>
          {retryFailure && (
            <p>
              <FormattedMessage id={`errors.${retryFailure.code}`} />
            </p>
          )}
          {paidMeanwhile ? (
            <button type="button" className="button button--primary" onClick={() => send({ type: 'check-again' })}>
              <FormattedMessage id="payment.checkAgain" />
            </button>
          ) : !holdOver ? (
            <>
              <p>
                <FormattedMessage
                  id="payment.failed.retryText"
                  values={{ time: heldUntil ? format.dateTime(heldUntil) : '' }}
                />
              </p>
              <button type="button" className="button button--primary" onClick={() => send({ type: 'retry-payment' })}>
                <FormattedMessage id="payment.retry" />
              </button>
            </>
          ) : (
            <>
              <p>
                <FormattedMessage id="payment.failed.expiredText" />
              </p>
              <AppLink to={paths.boxes} className="button button--primary">
                <FormattedMessage id="order.chooseBox" />
              </AppLink>
            </>
          )}
        </div>
      );
  }
}
