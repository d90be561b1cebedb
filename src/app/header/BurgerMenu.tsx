import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '@shared/routing/paths';
import { useT } from '@shared/i18n/useT';
import { useLegalLinks } from '@shared/legal/useLegalLinks';
import { AppLink } from '@shared/navigation/AppLink';
import { MainNav } from './MainNav';
import { UserArea } from './UserArea';

/**
 * The menu below the navigation breakpoint (1030 px): the top-bar links plus trading terms, store
 * policy and GDPR, and the account links. Closes on navigation, on Escape and when focus leaves it.
 * Opening moves focus to its first link; Escape returns it to the menu button.
 */
export function BurgerMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [path] = useLocation();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const focusPanel = useRef(false);
  const panelId = useId();
  const t = useT();
  const { termsUrl } = useLegalLinks();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is what it listens to: a new page closes the menu.
  useEffect(() => setOpen(false), [path]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  useEffect(() => {
    if (!open || !focusPanel.current) return;
    focusPanel.current = false;
    panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, [open]);
  // Tabbing past the menu closes it, so the open panel never covers what gets focus next.
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens for focus leaving its button and links.
    <div className="burger" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="burger__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? 'header.closeMenu' : 'header.openMenu')}
        onClick={() => {
          focusPanel.current = !open;
          setOpen(!open);
        }}
      >
        <span className={open ? 'burger__icon is-open' : 'burger__icon'} aria-hidden="true" />
      </button>
      <nav ref={panelRef} id={panelId} className="burger__panel" hidden={!open} aria-label={t('header.menu')}>
        <MainNav className="burger__list" />
        <ul className="burger__list burger__list--secondary">
          {termsUrl && (
            <li>
              <a className="nav__link" href={termsUrl} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="nav.terms" />
              </a>
            </li>
          )}
          <li>
            <AppLink className="nav__link" to={paths.storePolicy}>
              <FormattedMessage id="nav.storePolicy" />
            </AppLink>
          </li>
          <li>
            <AppLink className="nav__link" to={paths.gdpr}>
              <FormattedMessage id="nav.gdpr" />
            </AppLink>
          </li>
        </ul>
        <div className="burger__user">
          <UserArea />
        </div>
      </nav>
    </div>
  );
}
