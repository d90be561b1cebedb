import { randomInt } from 'node:crypto';

/**
 * A 6-digit PIN from the operating system's CSPRNG (crypto.randomInt, uniform, no modulo bias).
 * Codes that are trivial to guess by trying (one digit repeated, ascending or descending runs) are
 * drawn again.
 */
export function newPin(digits = 6): string {
  for (;;) {
    const pin = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
    if (!isTrivial(pin)) return pin;
  }
}

export function isTrivial(pin: string): boolean {
  const d = [...pin].map(Number);
  const steps = d.slice(1).map((x, i) => x - d[i]);
  return steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1);
}
