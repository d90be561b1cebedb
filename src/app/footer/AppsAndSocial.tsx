import { FormattedMessage } from 'react-intl';
import { useDevice } from '@shared/device/DeviceContext';
import { useT } from '@shared/i18n/useT';
import googlePlayLogoUrl from './art/google-play.svg?no-inline';
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
            <Icon name="apple" />
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
              <img src={googlePlayLogoUrl} alt="" width="22" height="22" loading="lazy" decoding="async" />
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
