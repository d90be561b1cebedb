import type { LocaleTag } from '../../../contract/appConfig';
import type { ReactElement } from 'react';

/**
 * Small inline-SVG flags for the language selector (decorative: the language name is always
 * written next to them). English uses a simplified Union Jack; Slovak keeps the coat of arms so it
 * cannot be mistaken for another white-blue-red tricolour.
 */
const flags: Record<LocaleTag, ReactElement> = {
  sk: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect y="6.67" width="30" height="6.67" fill="#0b4ea2" />
      <rect y="13.33" width="30" height="6.67" fill="#ee1c25" />
      <path d="M7 4.5h7.5v7c0 2.6-2 4.2-3.75 5-1.75-.8-3.75-2.4-3.75-5z" fill="#ee1c25" stroke="#fff" strokeWidth="0.8" />
      <path d="M10.4 6h.7v1.4h1.7v.7h-1.7v1h2.2v.7h-2.2v2.5h-.7V9.8H8.2v-.7h2.2v-1H8.7v-.7h1.7z" fill="#fff" />
      <path d="M7.3 13.4c1-1.2 2.2-1.2 3.45-.2 1.25-1 2.45-1 3.45.2-.6 1-2 2.1-3.45 2.8-1.45-.7-2.85-1.8-3.45-2.8z" fill="#0b4ea2" />
    </>
  ),
  cs: (
    <>
      <rect width="30" height="10" fill="#fff" />
      <rect y="10" width="30" height="10" fill="#d7141a" />
      <path d="M0 0 15 10 0 20z" fill="#11457e" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
  uk: (
    <>
      <rect width="30" height="10" fill="#0057b7" />
      <rect y="10" width="30" height="10" fill="#ffd700" />
    </>
  ),
  pl: (
    <>
      <rect width="30" height="10" fill="#fff" />
      <rect y="10" width="30" height="10" fill="#dc143c" />
    </>
  ),
  hu: (
    <>
      <rect width="30" height="6.67" fill="#ce2939" />
      <rect y="6.67" width="30" height="6.67" fill="#fff" />
      <rect y="13.33" width="30" height="6.67" fill="#477050" />
    </>
  ),
  ro: (
    <>
      <rect width="10" height="20" fill="#002b7f" />
      <rect x="10" width="10" height="20" fill="#fcd116" />
      <rect x="20" width="10" height="20" fill="#ce1126" />
    </>
  ),
};

export function Flag({ lang }: { lang: LocaleTag }) {
  return (
    <svg className="flag" viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" focusable="false">
      {flags[lang]}
      <rect width="30" height="20" fill="none" stroke="rgb(0 0 0 / 20%)" strokeWidth="1" />
    </svg>
  );
}
