import { useEffect, useId, useRef, type FocusEvent, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CookieConsentEvent } from '@machines/cookieConsent/machine';
import { paths } from '@shared/routing/paths';
import { useT } from '@shared/i18n/useT';
import { AppLink } from '@shared/navigation/AppLink';
import { barFocus } from './barFocus';
import './CookieBar.css';

export interface CookieBarProps {
  /** The preferences panel is open (machine state Preferences). */
  preferences: boolean;
  draftMarketing: boolean;
  send: (event: CookieConsentEvent) => void;
}

/** Below a focused element and the bar's top edge, so the focus ring shows too. */
const clearancePx = 12;

/**
 * Keeps the page usable beside the bar fixed at the bottom (WCAG 2.4.11, focus not obscured): its
 * height is reserved below the page (`--cookie-bar-height`, used by CookieBar.css for the body's
 * padding and the scroll padding the browser keeps when it scrolls to a focused element), and an
 * element that still receives focus under the bar is scrolled up above it.
 */
function useReservedSpace(barRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty('--cookie-bar-height', `${bar.offsetHeight}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(bar);
    const uncover = (event: globalThis.FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || bar.contains(target)) return;
      const box = target.getBoundingClientRect();
      const overlap = box.bottom + clearancePx - bar.getBoundingClientRect().top;
      // Never so far that its top goes under the sticky header (the page's top scroll padding).
      const topRoom = box.top - (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);
      const by = Math.min(overlap, topRoom);
      if (overlap > 0 && by > 0) window.scrollBy?.({ top: by });
    };
    document.addEventListener('focusin', uncover);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', uncover);
      root.style.removeProperty('--cookie-bar-height');
    };
  }, [barRef]);
}

/**
 * The cookie bar: a thin view of the cookie-consent machine's Undecided and
 * Preferences states. Plain props, so the first paint needs no XState (see CookieConsentRoot).
 * It comes first in the document, so it is first in the focus order although it shows at the
 * bottom; focus follows its actions (see barFocus).
 */
export function CookieBar({ preferences, draftMarketing, send }: CookieBarProps) {
  const t = useT();
  const id = useId();
  const barRef = useRef<HTMLElement>(null);
  const preferencesRef = useRef<HTMLButtonElement>(null);
  const marketingRef = useRef<HTMLInputElement>(null);
  useReservedSpace(barRef);

  useEffect(() => {
    if (preferences && barFocus.take('panel')) marketingRef.current?.focus();
    if (!preferences && barFocus.take('opener')) preferencesRef.current?.focus();
    if (!preferences && barFocus.take('leave')) barFocus.leave();
  }, [preferences]);
  // Unmounted after a decision: focus leaves with the bar instead of dropping to the document.
  useEffect(() => () => void (barFocus.take('leave') && barFocus.leave()), []);

  const onFocus = (event: FocusEvent) => {
    if (event.relatedTarget && !barRef.current?.contains(event.relatedTarget as Node))
      barFocus.rememberReturn(event.relatedTarget);
  };
  const act = (event: CookieConsentEvent) => {
    if (event.type === 'open-preferences') barFocus.openingPanel(true);
    else if (event.type === 'close-preferences') barFocus.closingPanel();
    else if (event.type === 'save' || event.type === 'accept-all') barFocus.expect('leave');
    send(event);
  };

  return (
    <section ref={barRef} className="cookie-bar" aria-labelledby={`${id}-title`} onFocus={onFocus}>
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
                <input
                  ref={marketingRef}
                  type="checkbox"
                  checked={draftMarketing}
                  onChange={() => send({ type: 'toggle-marketing' })}
                />
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
              <button type="button" className="button button--secondary" onClick={() => act({ type: 'save' })}>
                <FormattedMessage id="cookies.save" />
              </button>
              <button
                type="button"
                className="button button--link"
                onClick={() => act({ type: 'close-preferences' })}
                aria-label={t('cookies.closePreferences')}
              >
                <FormattedMessage id="common.back" />
              </button>
            </>
          ) : (
            <button
              ref={preferencesRef}
              type="button"
              className="button button--secondary"
              onClick={() => act({ type: 'open-preferences' })}
            >
              <FormattedMessage id="cookies.preferences" />
            </button>
          )}
          <button type="button" className="button button--primary" onClick={() => act({ type: 'accept-all' })}>
            <FormattedMessage id="cookies.acceptAll" />
          </button>
        </div>
      </div>
    </section>
  );
}
