/**
 * Net amount from a gross (VAT-inclusive) amount in integer minor units, rounded half up to the
 * nearest minor unit. Integer arithmetic only: no floating-point rounding can creep in.
 */
export function netFromGross(grossMinor: number, vatPercent: number): number {
  const divisor = 100 + vatPercent;
  return Math.floor((grossMinor * 200 + divisor) / (2 * divisor));
}
