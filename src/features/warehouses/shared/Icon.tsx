import type { ReactElement } from 'react';

export type IconName =
  | 'barrierFree'
  | 'nonstop'
  | 'heating'
  | 'parking'
  | 'smart'
  | 'video'
  | 'firstMonthFree'
  | 'starter'
  | 'locate'
  | 'pin'
  | 'map'
  | 'list';

const paths: Record<IconName, ReactElement> = {
  barrierFree: (
    <>
      <circle cx="12" cy="4" r="2" />
      <path d="M12 7v6h5l2 6M12 10h5M9 10.5a6 6 0 1 0 7.5 8" />
    </>
  ),
  nonstop: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  heating: <path d="M8 4c-2 3 2 5 0 8s2 5 0 8M12 4c-2 3 2 5 0 8s2 5 0 8M16 4c-2 3 2 5 0 8s2 5 0 8" />,
  parking: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M9 17V7h4a3 3 0 0 1 0 6H9" />
    </>
  ),
  smart: (
    <>
      <rect x="7" y="2" width="10" height="20" rx="2" />
      <path d="M11 18h2M10 9a3 3 0 0 1 4 0M8.5 7a5.5 5.5 0 0 1 7 0" />
    </>
  ),
  video: (
    <>
      <rect x="2" y="7" width="13" height="10" rx="2" />
      <path d="m15 11 6-3v8l-6-3" />
    </>
  ),
  firstMonthFree: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4" />
    </>
  ),
  starter: (
    <>
      <path d="M3 8 12 4l9 4v9l-9 4-9-4z" />
      <path d="M3 8l9 4 9-4M12 12v9" />
    </>
  ),
  locate: (
    <>
      <circle cx="12" cy="12" r="7" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    </>
  ),
  pin: (
    <>
      <path d="M12 22s7-6.5 7-12a7 7 0 0 0-14 0c0 5.5 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  map: <path d="m3 6 6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14" />,
  list: <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />,
};

/** Line icons (24 × 24), decorative: the text next to them says the same. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name]}
    </svg>
  );
}
