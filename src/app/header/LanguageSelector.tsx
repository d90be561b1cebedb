import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { LocaleTag } from '@contract/appConfig';
import { useLanguage } from '@shared/i18n/LocaleProvider';
import { useT } from '@shared/i18n/useT';
import { Flag } from './Flag';
import { languageNames } from './languageNames';
import './LanguageSelector.css';

/** The option index a navigation key moves to in a list of `count`, or null for any other key. */
function movedIndex(key: string, active: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return Math.min(count - 1, active + 1);
    case 'ArrowUp':
      return Math.max(0, active - 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Language selector: a button opening a listbox (WAI-ARIA "select-only combobox" pattern without
 * typing). Each option shows the flag and the language's own name; arrows, Home/End, Enter/Space
 * and Escape work as in a native select.
 */
export function LanguageSelector() {
  const { lang, offered, setLang } = useLanguage();
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() => Math.max(0, offered.indexOf(lang)));
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const show = () => {
    setActive(Math.max(0, offered.indexOf(lang)));
    setOpen(true);
    requestAnimationFrame(() => listRef.current?.focus());
  };
  const hide = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (next: LocaleTag) => {
    setLang(next);
    hide(true);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    const moved = movedIndex(event.key, active, offered.length);
    if (moved !== null) {
      event.preventDefault();
      setActive(moved);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(offered[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      hide(true);
    } else if (event.key === 'Tab') {
      hide(false);
    }
  };
  // The list handles clicks for its options, as it handles their keys: focus stays on the list.
  const onListClick = (event: MouseEvent) => {
    const picked = (event.target as Element).closest('[role="option"]')?.getAttribute('lang');
    const option = offered.find((tag) => tag === picked);
    if (option) choose(option);
  };

  return (
    <div className="language">
      <button
        ref={buttonRef}
        type="button"
        className="language__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-label={t('header.language', { language: languageNames[lang] })}
        onClick={() => (open ? hide(false) : show())}
        onKeyDown={onButtonKey}
      >
        <Flag lang={lang} />
        <span className="language__code" aria-hidden="true">
          {lang.toUpperCase()}
        </span>
      </button>
      {open && (
        <div
          ref={listRef}
          id={`${id}-list`}
          className="language__list"
          role="listbox"
          tabIndex={-1}
          aria-label={t('header.chooseLanguage')}
          aria-activedescendant={`${id}-${offered[active]}`}
          onKeyDown={onListKey}
          onBlur={() => hide(false)}
          // Keep focus in the list so its blur does not close it before the click lands.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onListClick}
        >
          {offered.map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: the list keeps focus and points at the active option (aria-activedescendant).
            <div
              key={option}
              id={`${id}-${option}`}
              role="option"
              lang={option}
              aria-selected={option === lang}
              className={index === active ? 'language__option is-active' : 'language__option'}
            >
              <Flag lang={option} />
              <span>{languageNames[option]}</span>
              {/* The current language is marked by a check as well as by weight, never by colour alone. */}
              <svg
                className="language__check"
                viewBox="0 0 16 16"
                width="16"
                height="16"
                aria-hidden="true"
                focusable="false"
              >
                {option === lang && (
                  <path
                    d="M2.5 8.5l3.5 3.5 7.5-8"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                )}
              </svg>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
