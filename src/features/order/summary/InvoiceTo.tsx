import { FormattedMessage } from 'react-intl';
import type { DraftInvoicingDetails } from '@machines/order/draft';
import { paths } from '@shared/routing/paths';
import { AppLink } from '@shared/navigation/AppLink';
import { useT } from '@shared/i18n/useT';
import { companyIdNamesOf, hasCompanyId, type CompanyIdField } from '@contract/validation/companyIdNames';

const idFields: CompanyIdField[] = ['ico', 'dic', 'icoDph'];

/**
 * Who the invoice is made out to, with the way back to change it: a company with each of its
 * numbers under the name the billing country gives it, as the invoice prints them.
 */
export function InvoiceTo({ details }: { details: DraftInvoicingDetails }) {
  const t = useT();
  const { address, company } = details;
  const names = companyIdNamesOf(address.countryCode);
  const ids = company
    ? idFields
        .filter((field) => company[field].trim() && hasCompanyId(address.countryCode, field))
        .map((field) => `${names?.[field] ?? t(`checkout.details.${field}`)}: ${company[field].trim()}`)
    : [];
  return (
    <section className="order-box" aria-labelledby="order-invoice-to">
      <h2 id="order-invoice-to" className="order-box__title">
        <FormattedMessage id="checkout.invoiceTo" />
      </h2>
      <p className="order-invoice-to">
        {company && (
          <>
            {company.name}
            <br />
            {ids.join(', ')}
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
