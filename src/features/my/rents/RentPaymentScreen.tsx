import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  RentPaymentContext,
  RentPaymentProvider,
  type RentPaymentDelays,
  type RentPaymentEffects,
} from '@machines/rentPayment/provider';
import { selectInvoiceId, selectRentPaymentView, selectStartFailure } from '@machines/rentPayment/selectors';
import type { ScreenProps } from '@shared/routing/routeDef';
import { MyAreaFrame } from '@shared/layout/MyAreaFrame';
import { AppLink } from '@shared/navigation/AppLink';
import { paths } from '@shared/routing/paths';
import { rentPaymentEffects } from './rentPaymentEffects';
import { PdfButton } from '../shared/PdfButton';
import '../shared/My.css';

/**
 * Where the card gateway returns after paying a rent: the payment is checked until it is paid or
 * failed; a payment that takes long says so and offers a check by hand; a failed one can be tried again.
 */
export default function RentPaymentScreen({
  params,
  effects = rentPaymentEffects,
  delays,
}: ScreenProps & { effects?: RentPaymentEffects; delays?: RentPaymentDelays }) {
  const rentId = Number(params.id);
  const [chosen] = useState(() => effects);
  return (
    <MyAreaFrame
      titleId="my.rentPayment.title"
      introId="my.rentPayment.intro"
      links={[{ to: paths.myRents, messageId: 'my.backToRents' }]}
    >
      <RentPaymentProvider key={rentId} rentId={rentId} returning effects={chosen} delays={delays}>
        <RentPaymentView />
      </RentPaymentProvider>
    </MyAreaFrame>
  );
}

function Busy({ messageId }: { messageId: string }) {
  return (
    <div className="my-busy" role="status" data-loading>
      <span className="page-loading__spinner" aria-hidden="true" />
      <FormattedMessage id={messageId} />
    </div>
  );
}

function RentPaymentView() {
  const view = RentPaymentContext.useSelector(selectRentPaymentView);
  const invoiceId = RentPaymentContext.useSelector(selectInvoiceId);
  const rentId = RentPaymentContext.useSelector((s) => s.context.rentId);
  const failure = RentPaymentContext.useSelector(selectStartFailure);
  const { send } = RentPaymentContext.useActorRef();
  const payAgain = (
    <button type="button" className="button button--primary" onClick={() => send({ type: 'pay' })}>
      <FormattedMessage id="my.rentPayment.tryAgain" />
    </button>
  );
  switch (view) {
    case 'starting':
      return <Busy messageId="my.rents.goingToPayment" />;
    case 'takingLonger':
      return (
        <div className="notice my-outcome" role="status">
          <h2>
            <FormattedMessage id="my.rentPayment.longer.title" />
          </h2>
          <p>
            <FormattedMessage id="my.rentPayment.longer.text" />
          </p>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'check-again' })}>
            <FormattedMessage id="payment.checkAgain" />
          </button>
        </div>
      );
    case 'paid':
      return (
        <div className="notice notice--success my-outcome" role="status">
          <h2>
            <FormattedMessage id="my.rentPayment.paid.title" />
          </h2>
          <p>
            <FormattedMessage id="my.rentPayment.paid.text" />
          </p>
          {invoiceId !== null && (
            <p>
              <PdfButton document={{ kind: 'invoice', id: invoiceId }} fileName={`invoice-${rentId}.pdf`}>
                <FormattedMessage id="my.rentPayment.paid.invoice" />
              </PdfButton>
            </p>
          )}
        </div>
      );
    case 'failed':
      return (
        <div className="notice notice--error my-outcome" role="alert">
          <h2>
            <FormattedMessage id="my.rentPayment.failed.title" />
          </h2>
          <p>
            <FormattedMessage id="my.rentPayment.failed.text" />
          </p>
          {payAgain}
        </div>
      );
    case 'startFailed':
      return (
        <div className="notice notice--error my-outcome" role="alert">
          <p>
            <FormattedMessage id={`errors.${failure?.code ?? 'weApologize'}`} />
          </p>
          {payAgain}
          <p>
            <AppLink to={paths.myRents} className="link-target">
              <FormattedMessage id="my.backToRents" />
            </AppLink>
          </p>
        </div>
      );
    default:
      return <Busy messageId="my.rentPayment.checking" />;
  }
}
