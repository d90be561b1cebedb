/**
 * Fills for box states that differ by pattern as well as colour (WCAG 1.4.1): taken boxes are
 * hatched one way, boxes out of service cross-hatched. Spacing is in screen pixels
 * (`userSpaceOnUse` on a plan scaled to fit), so it reads the same on any plan size.
 */
export function PlanPatterns({ idPrefix, scale }: { idPrefix: string; scale: number }) {
  const step = 10 / scale;
  return (
    <defs>
      <pattern
        id={`${idPrefix}-taken`}
        patternUnits="userSpaceOnUse"
        width={step}
        height={step}
        patternTransform="rotate(45)"
      >
        <rect width={step} height={step} fill="#eef1f4" />
        <line x1="0" y1="0" x2="0" y2={step} stroke="#5f6b78" strokeWidth={step / 4} />
      </pattern>
      <pattern id={`${idPrefix}-inactive`} patternUnits="userSpaceOnUse" width={step} height={step}>
        <rect width={step} height={step} fill="#e2e6ea" />
        <path d={`M0 0L${step} ${step}M${step} 0L0 ${step}`} stroke="#4b5a68" strokeWidth={step / 6} />
      </pattern>
    </defs>
  );
}

export const fillOf = (idPrefix: string, state: 'taken' | 'inactive') => `url(#${idPrefix}-${state})`;
