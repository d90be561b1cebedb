import { FormattedMessage } from 'react-intl';
import type { DraftInvoicingDetails } from '../../../../machines/order/draft';
import { paths } from '../../../shared/routing/paths';
import { AppLink } from '../../../shared/navigation/AppLink';

/** Who the invoice is made out to, with the way back to change it. */
export function InvoiceTo({ details }: { details: DraftInvoicingDetails }) {
  const { address, company } = details;
  return (
    <section className="order-box" aria-labelledby="order-invoice-to">
      <h2 id="order-invoice-to" className="order-box__title">
        <FormattedMessage id="checkout.invoiceTo" />
      </h2>
      <p className="order-invoice-to">
        {company && (
          <>
            {company.name}, {company.ico}
            <br />
          </>
        )}
        {details.firstName} {details.lastName}
        <br />
        {address.street} {address.number}, {address.zip} {address.city}, {address.countryCode}
        <br />
        {details.email}, {details.telephoneNumber}
      </p>
      <AppLink to={paths.orderDetails}>
        <FormattedMessage id="checkout.editDetails" />
      </AppLink>
    </section>
  );
}
