import type { Currency } from '@contract/countries';

/**
 * The unit amounts are rounded to: one minor unit (cent, haléř, grosz, ban), and for forints a whole
 * forint (100 minor units): no fillér coin exists, card acquirers settle whole forints, and a
 * Hungarian invoice states its VAT in whole forints.
 */
export const roundingUnit: Record<Currency, number> = { EUR: 1, CZK: 1, PLN: 1, HUF: 100, RON: 1 };

const unitOf = (currency: Currency | string) => roundingUnit[currency as Currency] ?? 1;

/**
 * The amount without VAT of a gross (VAT-inclusive) amount: gross / (1 + VAT rate), rounded half up
 * to the currency's rounding unit. A negative amount is rounded as its absolute value, so a discount
 * and the same charge split alike. Integer arithmetic only: no floating-point rounding can creep in.
 */
export function netFromGross(grossMinor: number, vatPercent: number, currency: Currency | string): number {
  if (grossMinor < 0) return -netFromGross(-grossMinor, vatPercent, currency);
  const unit = unitOf(currency);
  const divisor = 100 + vatPercent;
  return Math.floor((grossMinor * 200 + divisor * unit) / (2 * divisor * unit)) * unit;
}

/** One VAT rate of an invoice: its base, its VAT and its total with VAT, in minor units. */
export interface VatRateTotals {
  vatPercent: number;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

/**
 * Invoice arithmetic: the one rule every invoice, order summary and card charge follows.
 *
 * Prices include VAT, as the customer pays them, so an invoice line is unit price with VAT × count,
 * exact in integer minor units; a discount is a negative line. VAT is computed once per rate, from the
 * total with VAT of that rate's lines:
 *   base = total / (1 + rate), rounded half up to the currency's rounding unit (netFromGross);
 *   VAT  = total − base.
 * Lines carry no net or VAT of their own: nets rounded line by line stop adding up (64.23 × 3 is
 * 192.69, the line's own rounding gave 192.68). This way each line, each rate and the invoice's total
 * agree exactly, and the total is the sum of the lines, which is what the card is charged. Rates come
 * highest first.
 */
export function vatByRate(
  lines: readonly { grossMinor: number; vatPercent: number }[],
  currency: Currency | string,
): VatRateTotals[] {
  const grossByRate = new Map<number, number>();
  for (const l of lines) grossByRate.set(l.vatPercent, (grossByRate.get(l.vatPercent) ?? 0) + l.grossMinor);
  return [...grossByRate]
    .sort(([a], [b]) => b - a)
    .map(([vatPercent, grossMinor]) => {
      const netMinor = netFromGross(grossMinor, vatPercent, currency);
      return { vatPercent, netMinor, vatMinor: grossMinor - netMinor, grossMinor };
    });
}

/** A unit price without VAT as an invoice states it: `amount` in major units, exact to `decimals` places. */
export interface UnitNet {
  amount: number;
  decimals: number;
}

/**
 * The unit price without VAT an invoice states beside each line (EU VAT Directive, art. 226(8)):
 * unit price with VAT / (1 + rate), rounded half up to two places below the currency's rounding
 * unit. That is 4 decimals where amounts round to the cent (79,00 € at 23 % reads 64,2276 €, as
 * invoicing software writes it) and 2 for forints, which round to the whole forint: 4 places of a
 * forint would be noise, and 2 still let a reader recompute a line to the forint. The figure is
 * informative only: lines and the base per rate come from the prices with VAT (`vatByRate`).
 * Integer arithmetic (the rate in hundredths of a percent), as `netFromGross`.
 */
export function unitNetFromGross(unitGrossMinor: number, vatPercent: number, currency: Currency | string): UnitNet {
  const decimals = 4 - Math.round(Math.log10(unitOf(currency)));
  if (unitGrossMinor < 0) {
    const { amount } = unitNetFromGross(-unitGrossMinor, vatPercent, currency);
    return { amount: amount === 0 ? 0 : -amount, decimals };
  }
  // Minor units are hundredths of the major unit in every operating currency.
  const numerator = unitGrossMinor * 10 ** (decimals - 2) * 10_000;
  const divisor = 10_000 + Math.round(vatPercent * 100);
  return { amount: Math.floor((2 * numerator + divisor) / (2 * divisor)) / 10 ** decimals, decimals };
}
