import { currencyOfCountry, vatPercentOfCountry, type Currency, type OperatingCountry } from '@contract/countries';
import { netFromGross } from '../pricing/vat';

/**
 * Prices of an order's first payment, in integer minor units (no floating point anywhere).
 *
 * Prices are set with VAT (a box costs 49.00 € a month), so every line is computed from its gross:
 *   line gross = unit gross × count (exact);
 *   line net   = gross / (1 + VAT), rounded half up to the minor unit (netFromGross);
 *   line VAT   = gross − net.
 * Discounts are negative lines rounded the same way on their absolute value. The totals are the sums
 * of the lines, so the invoice adds up exactly as printed.
 *
 * Discounts apply to the rent of the first invoicing period only, never to insurance, and never to
 * later periods ("repeated payments exclude the discount"):
 *   1. first month free (warehouse feature): one month's rent off, for periods of 3 months or more.
 *      A 1-month period gets no free month: its first payment would be nothing, and a card payment is
 *      needed to set up the recurring payments.
 *   2. then the voucher, on the rent that is left: PERCENT of it, rounded half up (HUF to whole
 *      forints), or a fixed AMOUNT; either way at most 90 % of it, so some payment always remains.
 */

export type LineKind = 'RENT' | 'INSURANCE' | 'FIRST_MONTH_FREE' | 'VOUCHER' | 'REFERRAL';

export interface PricedLine {
  kind: LineKind;
  count: number;
  /** Per month with VAT for RENT and INSURANCE; the whole (negative) amount for discounts. */
  unitGrossMinor: number;
  grossMinor: number;
  netMinor: number;
  vatMinor: number;
  vatPercent: number;
}

export type VoucherTerms = { kind: 'PERCENT'; percent: number } | { kind: 'AMOUNT'; amountMinor: number };

export interface PriceInput {
  country: OperatingCountry;
  /** Monthly rent with VAT. */
  rentMonthlyMinor: number;
  /** Monthly price of the chosen extra insurance with VAT; 0 for the included basic insurance. */
  insuranceMonthlyMinor: number;
  periodMonths: number;
  firstMonthFree: boolean;
  voucher: VoucherTerms | null;
}

export interface PricedPayment {
  currency: Currency;
  vatPercent: number;
  lines: PricedLine[];
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  /** Sum of the discount lines as a positive amount with VAT. */
  discountMinor: number;
  voucherDiscountMinor: number;
  /** Regular monthly price with VAT (rent + insurance); later payments are this × period. */
  monthlyMinor: number;
}

/**
 * The unit a percentage discount is rounded to. Card acquirers settle forints in whole forints (no
 * fillér coins exist), so a HUF discount is rounded to 100 minor units; the other currencies to 1.
 */
export const discountRoundingUnit: Record<Currency, number> = { EUR: 1, CZK: 1, PLN: 1, HUF: 100, RON: 1 };

/** round(value × percent / 100) half up to a multiple of `unit`, in integers. */
export function percentOf(valueMinor: number, percent: number, unit = 1): number {
  const divisor = 100 * unit;
  return Math.floor((2 * valueMinor * percent + divisor) / (2 * divisor)) * unit;
}

/** A line from its gross: net half up from the absolute gross, VAT the rest. */
export function lineOf(kind: LineKind, count: number, unitGrossMinor: number, vatPercent: number): PricedLine {
  const grossMinor = unitGrossMinor * count;
  const sign = grossMinor < 0 ? -1 : 1;
  const netMinor = sign * netFromGross(Math.abs(grossMinor), vatPercent);
  return { kind, count, unitGrossMinor, grossMinor, netMinor, vatMinor: grossMinor - netMinor, vatPercent };
}

export const MAX_VOUCHER_SHARE_PERCENT = 90;

export function voucherDiscount(terms: VoucherTerms, baseMinor: number, currency: Currency): number {
  const unit = discountRoundingUnit[currency];
  const cap = Math.floor((baseMinor * MAX_VOUCHER_SHARE_PERCENT) / 100 / unit) * unit;
  const wanted = terms.kind === 'PERCENT' ? percentOf(baseMinor, terms.percent, unit) : terms.amountMinor;
  return Math.max(0, Math.min(wanted, cap));
}

/** Whether the warehouse's free month applies to a period (see the rule above). */
export const freeMonthApplies = (firstMonthFree: boolean, periodMonths: number) => firstMonthFree && periodMonths >= 3;

export function priceFirstPayment(input: PriceInput): PricedPayment {
  const currency = currencyOfCountry[input.country];
  const vatPercent = vatPercentOfCountry[input.country];
  const { rentMonthlyMinor: rent, insuranceMonthlyMinor: insurance, periodMonths: months } = input;
  const lines: PricedLine[] = [lineOf('RENT', months, rent, vatPercent)];
  if (insurance > 0) lines.push(lineOf('INSURANCE', months, insurance, vatPercent));

  let rentLeft = rent * months;
  if (freeMonthApplies(input.firstMonthFree, months) && rent > 0) {
    lines.push(lineOf('FIRST_MONTH_FREE', 1, -rent, vatPercent));
    rentLeft -= rent;
  }
  const voucherMinor = input.voucher ? voucherDiscount(input.voucher, rentLeft, currency) : 0;
  if (voucherMinor > 0) lines.push(lineOf('VOUCHER', 1, -voucherMinor, vatPercent));

  const sum = (pick: (l: PricedLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    currency,
    vatPercent,
    lines,
    netMinor: sum((l) => l.netMinor),
    vatMinor: sum((l) => l.vatMinor),
    grossMinor: sum((l) => l.grossMinor),
    discountMinor: lines.reduce((s, l) => (l.grossMinor < 0 ? s - l.grossMinor : s), 0),
    voucherDiscountMinor: voucherMinor,
    monthlyMinor: rent + insurance,
  };
}
