import { FormattedMessage } from 'react-intl';
import { useConfig } from '@shared/config/ConfigContext';

/** Company address, billing ids and IBAN from the configuration; empty fields are left out. */
export function CompanyBlock() {
  const { companyAddress, billingIds, iban } = useConfig();
  if (!companyAddress && !billingIds && !iban) return null;
  return (
    <section className="footer__block" aria-labelledby="footer-company">
      <h2 id="footer-company" className="footer__heading">
        <FormattedMessage id="footer.company" />
      </h2>
      {companyAddress && <address className="footer__text footer__address">{companyAddress}</address>}
      {billingIds && <p className="footer__text">{billingIds}</p>}
      {iban && (
        <p className="footer__text">
          <FormattedMessage id="footer.iban" values={{ iban }} />
        </p>
      )}
    </section>
  );
}
