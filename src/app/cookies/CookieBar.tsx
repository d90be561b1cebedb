import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CookieConsentEvent } from '../../../machines/cookieConsent/machine';
import { paths } from '../../shared/routing/paths';
import { useT } from '../../shared/i18n/useT';
import { AppLink } from '../../shared/navigation/AppLink';
import './CookieBar.css';

export interface CookieBarProps {
  /** The preferences panel is open (machine state Preferences). */
  preferences: boolean;
  draftMarketing: boolean;
  send: (event: CookieConsentEvent) => void;
}

/**
 * The cookie bar: a thin view of the cookie-consent machine's Undecided and
 * Preferences states. Plain props, so the first paint needs no XState (see CookieConsentRoot).
 */
export function CookieBar({ preferences, draftMarketing, send }: CookieBarProps) {
  const t = useT();
  const id = useId();

  return (
    <section className="cookie-bar" aria-labelledby={`${id}-title`}>
      <div className="container cookie-bar__inner">
        <div className="cookie-bar__text">
          <h2 id={`${id}-title`} className="cookie-bar__title">
            <FormattedMessage id="cookies.title" />
          </h2>
          <p>
            <FormattedMessage id="cookies.text" />{' '}
            <AppLink to={paths.gdpr}>
              <FormattedMessage id="cookies.privacyLink" />
            </AppLink>
          </p>
          {preferences && (
            <fieldset className="cookie-bar__categories">
              <legend>
                <FormattedMessage id="cookies.categories" />
              </legend>
              <label className="cookie-bar__category">
                <input type="checkbox" checked disabled />
                <span>
                  <strong>
                    <FormattedMessage id="cookies.essential" />
                  </strong>
                  <FormattedMessage id="cookies.essential.text" />
                </span>
              </label>
              <label className="cookie-bar__category">
                <input type="checkbox" checked={draftMarketing} onChange={() => send({ type: 'toggle-marketing' })} />
                <span>
                  <strong>
                    <FormattedMessage id="cookies.marketing" />
                  </strong>
                  <FormattedMessage id="cookies.marketing.text" />
                </span>
              </label>
            </fieldset>
          )}
        </div>
        <div className="cookie-bar__actions">
          {preferences ? (
            <>
              <button type="button" className="button button--secondary" onClick={() => send({ type: 'save' })}>
                <FormattedMessage id="cookies.save" />
              </button>
              <button type="button" className="button button--link" onClick={() => send({ type: 'close-preferences' })} aria-label={t('cookies.closePreferences')}>
                <FormattedMessage id="common.back" />
              </button>
            </>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => send({ type: 'open-preferences' })}>
              <FormattedMessage id="cookies.preferences" />
            </button>
          )}
          <button type="button" className="button button--primary" onClick={() => send({ type: 'accept-all' })}>
            <FormattedMessage id="cookies.acceptAll" />
          </button>
        </div>
      </div>
    </section>
  );
}
