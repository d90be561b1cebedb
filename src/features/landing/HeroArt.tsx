/** The landing illustration: a storage hall with boxes, a camera and a coded door. Decorative. */
export function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 360 260" width="360" height="260" aria-hidden="true" focusable="false">
      <ellipse cx="180" cy="238" rx="170" ry="14" fill="#d5e6f1" />
      <path d="M30 90 180 30l150 60v146H30z" fill="#0e4a6e" />
      <path d="M30 90 180 30l150 60" fill="none" stroke="#0a3652" strokeWidth="8" strokeLinejoin="round" />
      <rect x="52" y="104" width="256" height="132" fill="#e4eff6" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x={62 + i * 62} y="114" width="54" height="54" rx="3" fill="#fff" stroke="#9fb8ca" strokeWidth="2" />
          <path
            d={`M${66 + i * 62} ${122}h46M${66 + i * 62} ${130}h46M${66 + i * 62} ${138}h46M${66 + i * 62} ${146}h46M${66 + i * 62} ${154}h46`}
            stroke="#cfdde8"
            strokeWidth="2"
          />
          <rect
            x={62 + i * 62}
            y="176"
            width="54"
            height="54"
            rx="3"
            fill={i === 1 ? '#c2410c' : '#fff'}
            stroke={i === 1 ? '#9a3412' : '#9fb8ca'}
            strokeWidth="2"
          />
        </g>
      ))}
      <rect x="132" y="196" width="14" height="18" rx="3" fill="#fff" />
      <circle cx="139" cy="203" r="2.5" fill="#9a3412" />
      <g transform="translate(270 58)">
        <rect width="34" height="16" rx="4" fill="#1b2733" />
        <circle cx="8" cy="8" r="5" fill="#5fb3e6" />
        <path d="M34 8h10v10" stroke="#1b2733" strokeWidth="4" fill="none" />
      </g>
      <g transform="translate(18 150)">
        <rect width="38" height="60" rx="6" fill="#1b2733" />
        <rect x="6" y="8" width="26" height="12" rx="2" fill="#5fb3e6" />
        {[0, 1, 2].map((row) =>
          [0, 1, 2].map((col) => (
            <circle key={`${row}-${col}`} cx={11 + col * 8} cy={30 + row * 9} r="2.6" fill="#e4eff6" />
          )),
        )}
      </g>
      <g transform="translate(236 170)">
        <rect width="58" height="44" rx="3" fill="#e0a868" />
        <rect width="58" height="9" fill="#c98a4b" />
        <rect x="22" width="14" height="22" fill="#f3dcb8" />
      </g>
    </svg>
  );
}
