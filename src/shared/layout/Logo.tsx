import { FormattedMessage } from 'react-intl';
import { paths } from '../routing/paths';
import { useDevice } from '../device/DeviceContext';
import { useT } from '../i18n/useT';
import { AppLink } from '../navigation/AppLink';

/** The brand mark: a storage box drawn in two tones. Decorative; the link text names the brand. */
function BoxMark() {
  return (
    <svg className="logo__mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
      <path d="M20 3 37 11v18L20 37 3 29V11z" fill="#0e4a6e" />
      <path d="M20 3 37 11 20 19 3 11z" fill="#2c7aa8" />
      <path d="M20 19v18l17-8V11z" fill="#0a3652" />
      <path d="M11.5 7 28.5 15v6l-3 1.4v-6L8.5 8.4z" fill="#f28c4b" />
    </svg>
  );
}

/** Logo linking to the landing page, or to the web-view landing inside the native app. */
export function Logo() {
  const { isWebview } = useDevice();
  const t = useT();
  return (
    <AppLink to={isWebview ? paths.webview : paths.landing} className="logo" aria-label={t('header.logoLabel')}>
      <BoxMark />
      <span className="logo__text">
        <FormattedMessage id="app.name" />
      </span>
    </AppLink>
  );
}
