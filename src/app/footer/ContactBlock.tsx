import { FormattedMessage } from 'react-intl';
import { useConfig } from '@shared/config/ConfigContext';
import { telUrl, whatsappUrl } from './externalLinks';
import { Icon } from './icons';

/** E-mail, phone, WhatsApp (each only when configured) and opening hours. */
export function ContactBlock() {
  const { contactEmail, contactPhone, contactWhatsapp } = useConfig();
  return (
    <section className="footer__block" aria-labelledby="footer-contact">
      <h2 id="footer-contact" className="footer__heading">
        <FormattedMessage id="footer.contact" />
      </h2>
      <ul className="footer__list">
        {contactEmail && (
          <li>
            <a href={`mailto:${contactEmail}`} className="footer__icon-link">
              <Icon name="mail" />
              {contactEmail}
            </a>
          </li>
        )}
        {contactPhone && (
          <li>
            <a href={telUrl(contactPhone)} className="footer__icon-link">
              <Icon name="phone" />
              {contactPhone}
            </a>
          </li>
        )}
        {contactWhatsapp && (
          <li>
            <a
              href={whatsappUrl(contactWhatsapp)}
              className="footer__icon-link"
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="whatsapp" />
              <FormattedMessage id="footer.whatsapp" />
            </a>
          </li>
        )}
      </ul>
      <h3 className="footer__subheading">
        <Icon name="clock" />
        <FormattedMessage id="footer.hours" />
      </h3>
      <p className="footer__text">
        <FormattedMessage id="footer.hours.callCentre" />
        <br />
        <FormattedMessage id="footer.hours.access" />
      </p>
    </section>
  );
}
