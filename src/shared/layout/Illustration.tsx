/**
 * Inline illustrations for the full-page states (maintenance, apology, not found): a stack of
 * storage boxes with a sign. Decorative; the page heading says what happened.
 */
export function Illustration({ kind }: { kind: 'maintenance' | 'apology' | 'notFound' }) {
  return (
    <svg className="illustration" viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false">
      <ellipse cx="120" cy="146" rx="100" ry="8" fill="#e4eff6" />
      <rect x="40" y="86" width="70" height="58" rx="4" fill="#c98a4b" />
      <rect x="40" y="86" width="70" height="12" fill="#b57638" />
      <rect x="68" y="86" width="14" height="30" fill="#e8c08f" />
      <rect x="116" y="70" width="86" height="74" rx="4" fill="#d89a5a" />
      <rect x="116" y="70" width="86" height="14" fill="#c2844a" />
      <rect x="151" y="70" width="16" height="36" fill="#efcfa3" />
      <rect x="70" y="40" width="62" height="46" rx="4" fill="#e0a868" />
      <rect x="70" y="40" width="62" height="10" fill="#c98a4b" />
      <rect x="94" y="40" width="14" height="24" fill="#f3dcb8" />
      {kind === 'maintenance' && (
        <g>
          <path d="M170 18l26 44h-52z" fill="#f5b301" stroke="#9a3412" strokeWidth="3" strokeLinejoin="round" />
          <rect x="168" y="32" width="4" height="16" rx="2" fill="#1b2733" />
          <circle cx="170" cy="54" r="2.6" fill="#1b2733" />
          <path d="M26 62l22-22m-6-8 10 10-8 8-10-10z" stroke="#0e4a6e" strokeWidth="5" strokeLinecap="round" />
        </g>
      )}
      {kind === 'apology' && (
        <g fill="none" stroke="#0e4a6e" strokeWidth="4" strokeLinecap="round">
          <circle cx="176" cy="36" r="22" fill="#fff" />
          <path d="M167 30v2M185 30v2" />
          <path d="M166 46c6-6 14-6 20 0" />
        </g>
      )}
      {kind === 'notFound' && (
        <g>
          <circle cx="178" cy="34" r="18" fill="#fff" stroke="#0e4a6e" strokeWidth="5" />
          <path d="M191 47l16 16" stroke="#0e4a6e" strokeWidth="7" strokeLinecap="round" />
          <text
            x="178"
            y="41"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="20"
            fontWeight="800"
            fill="#c2410c"
          >
            ?
          </text>
        </g>
      )}
    </svg>
  );
}
