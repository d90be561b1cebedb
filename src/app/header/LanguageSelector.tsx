import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { LocaleTag } from '@contract/appConfig';
import { useLanguage } from '@shared/i18n/LocaleProvider';
import { useT } from '@shared/i18n/useT';
import { Flag } from './Flag';
import { languageNames } from './languageNames';
import './LanguageSelector.css';

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
    const last = offered.length - 1;
    const moves: Partial<Record<string, number>> = {
      ArrowDown: Math.min(last, active + 1),
      ArrowUp: Math.max(0, active - 1),
      Home: 0,
      End: last,
    };
    const moved = moves[event.key];
    if (moved !== undefined) {
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
        >
          {offered.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys for its options (aria-activedescendant)
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox, which points at the active option
            <div
              key={option}
              id={`${id}-${option}`}
              role="option"
              lang={option}
              aria-selected={option === lang}
              className={index === active ? 'language__option is-active' : 'language__option'}
              // Keep focus in the list so its blur does not close it before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
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
