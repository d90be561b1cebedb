import { FormattedMessage } from 'react-intl';
import { paths } from '@shared/routing/paths';
import { useConfig } from '@shared/config/ConfigContext';
import { cookieSettingsRequests } from '../cookies/cookieSettings';
import { useLegalLinks } from '@shared/legal/useLegalLinks';
import { AppLink } from '@shared/navigation/AppLink';
import { mainNavItems } from '../header/navItems';

/** Page links, legal documents and the cookie settings. */
export function FooterLinks() {
  const { country } = useConfig();
  const { termsUrl, documents } = useLegalLinks();
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <nav className="footer__block" aria-labelledby="footer-pages">
      <h2 id="footer-pages" className="footer__heading">
        <FormattedMessage id="footer.pages" />
      </h2>
      <ul className="footer__list">
        {mainNavItems(country).map((item) => (
          <li key={item.to}>
            <AppLink to={item.to}>
              <FormattedMessage id={item.messageId} />
            </AppLink>
          </li>
        ))}
        <li>
          <AppLink to={paths.storePolicy}>
            <FormattedMessage id="nav.storePolicy" />
          </AppLink>
        </li>
        <li>
          <AppLink to={paths.gdpr}>
            <FormattedMessage id="nav.gdpr" />
          </AppLink>
        </li>
        {termsUrl && (
          <li>
            <a href={termsUrl} {...external}>
              <FormattedMessage id="nav.terms" />
            </a>
          </li>
        )}
        {documents && (
          <>
            <li>
              <a href={documents.termsPdf} {...external}>
                <FormattedMessage id="footer.termsPdf" />
              </a>
            </li>
            <li>
              <a href={documents.privacyPdf} {...external}>
                <FormattedMessage id="footer.privacyPdf" />
              </a>
            </li>
            <li>
              <a href={documents.paymentTermsPdf} {...external}>
                <FormattedMessage id="footer.paymentTermsPdf" />
              </a>
            </li>
          </>
        )}
        <li>
          <button type="button" className="button button--link" onClick={() => cookieSettingsRequests.request()}>
            <FormattedMessage id="footer.cookieSettings" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
