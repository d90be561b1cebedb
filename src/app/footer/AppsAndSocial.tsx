import { FormattedMessage } from 'react-intl';
import { useDevice } from '../../shared/device/DeviceContext';
import { useT } from '../../shared/i18n/useT';
import { appStoreUrl, googlePlayUrl, socialLinks } from './externalLinks';
import { Icon } from './icons';

/** Native-app badges (Google Play hidden on Apple devices) and social profiles. */
export function AppsAndSocial() {
  const { isAppleDevice } = useDevice();
  const t = useT();
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <section className="footer__block" aria-labelledby="footer-apps">
      <h2 id="footer-apps" className="footer__heading">
        <FormattedMessage id="footer.apps" />
      </h2>
      <ul className="footer__badges">
        <li>
          <a className="store-badge" href={appStoreUrl} {...external}>
            <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false">
              <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.5 4.5 0 0 0-3.5-1.9c-1.5-.2-2.9.9-3.7.9s-1.9-.8-3.2-.8A4.7 4.7 0 0 0 4.2 9.5c-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8 2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.5-3.9zM14 5.5A4.3 4.3 0 0 0 15 2.4a4.4 4.4 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3 3.6 3.6 0 0 0 2.9-1.4z" />
            </svg>
            <span>
              <small>
                <FormattedMessage id="footer.appStore.prefix" />
              </small>
              App Store
            </span>
          </a>
        </li>
        {!isAppleDevice && (
          <li>
            <a className="store-badge" href={googlePlayUrl} {...external}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M4 2.5 14 12 4 21.5c-.3-.2-.5-.6-.5-1.1V3.6c0-.5.2-.9.5-1.1z" fill="#00d7fe" />
                <path d="M17.3 8.8 14 12 4 2.5c.3-.2.8-.2 1.2 0z" fill="#00f076" />
                <path d="M17.3 15.2 5.2 21.9c-.4.2-.9.2-1.2 0L14 12z" fill="#f83648" />
                <path d="M21 11c.7.4.7 1.5 0 2l-3.7 2.2L14 12l3.3-3.2z" fill="#ffd500" />
              </svg>
              <span>
                <small>
                  <FormattedMessage id="footer.googlePlay.prefix" />
                </small>
                Google Play
              </span>
            </a>
          </li>
        )}
      </ul>
      <ul className="footer__social">
        {socialLinks.map((link) => (
          <li key={link.network}>
            <a href={link.url} {...external} aria-label={t('footer.social', { network: link.label })}>
              <Icon name={link.network} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
