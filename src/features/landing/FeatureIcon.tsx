import type { ReactElement } from 'react';

export type Feature = 'size' | 'access' | 'security' | 'contactless';

const icons: Record<Feature, ReactElement> = {
  size: <path d="M6 14 24 6l18 8v20l-18 8-18-8zm18 8v20M6 14l18 8 18-8" />,
  access: (
    <>
      <circle cx="24" cy="24" r="17" />
      <path d="M24 13v11l8 5" />
    </>
  ),
  security: (
    <>
      <path d="M24 5 40 11v11c0 10-7 17-16 21C15 39 8 32 8 22V11z" />
      <path d="m17 24 5 5 9-10" />
    </>
  ),
  contactless: (
    <>
      <rect x="13" y="5" width="22" height="38" rx="4" />
      <path d="M21 37h6M19 19a7 7 0 0 1 10 0M16 15a11 11 0 0 1 16 0" />
    </>
  ),
};

/** Line icons for the landing features; decorative. */
export function FeatureIcon({ feature }: { feature: Feature }) {
  return (
    <svg
      className="feature__icon"
      viewBox="0 0 48 48"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icons[feature]}
    </svg>
  );
}
