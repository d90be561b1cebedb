import { currencyOfCountry, vatPercentOfCountry, type Currency, type OperatingCountry } from '@contract/countries';
import { roundingUnit, vatByRate, type VatRateTotals } from '../pricing/vat';

/**
 * Prices of an order's first payment, in integer minor units (no floating point anywhere).
 *
 * Prices are set with VAT (a box costs 49.00 € a month): a line is unit price with VAT × count
 * (exact), a discount a negative line, the total the sum of the lines, and VAT is split once per rate
 * from that rate's total (`vatByRate`, server/pricing/vat.ts), so the invoice adds up exactly as printed.
 *
 * Discounts apply to the rent of the first invoicing period, never to insurance; later periods are
 * charged without them ("repeated payments exclude the discount"), except a voucher made for every
 * period, which discounts each later period's rent the same way (billing's `laterPeriodLines`):
 *   1. first month free (warehouse feature): one month's rent off, for periods of 3 months or more.
 *      A 1-month period gets no free month: its first payment would be nothing, and a card payment is
 *      needed to set up the recurring payments.
 *   2. then the warehouse's discount for the period (3, 6 or 12 months paid at once, set in the
 *      console from a day): that percent of the rent left, rounded half up (HUF to whole forints).
 *   3. then the voucher, on the rent that is left: PERCENT of it, rounded half up (HUF to whole
 *      forints), or a fixed AMOUNT; either way at most 90 % of it, so some payment always remains.
 */

export type LineKind = 'RENT' | 'INSURANCE' | 'FIRST_MONTH_FREE' | 'PERIOD_DISCOUNT' | 'VOUCHER' | 'REFERRAL';

export interface PricedLine {
  kind: LineKind;
  count: number;
  /** Per month with VAT for RENT and INSURANCE; the whole (negative) amount for discounts. */
  unitGrossMinor: number;
  /** unitGrossMinor × count. (Lines of orders placed before VAT was split per rate also hold a net and a VAT, unread.) */
  grossMinor: number;
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
  /** The warehouse's discount for this period on the order's day, in per cent; none is 0. */
  periodDiscountPercent?: number;
  voucher: VoucherTerms | null;
}

export interface PricedPayment {
  currency: Currency;
  vatPercent: number;
  lines: PricedLine[];
  /** Base, VAT and total of each VAT rate; their totals add up to `grossMinor`. */
  vatRates: VatRateTotals[];
  /** What the card is charged: the sum of the lines. */
  grossMinor: number;
  /** Sum of the discount lines as a positive amount with VAT. */
  discountMinor: number;
  voucherDiscountMinor: number;
  /** Regular monthly price with VAT (rent + insurance); later payments are this × period. */
  monthlyMinor: number;
}

/** round(value × percent / 100) half up to a multiple of `unit`, in integers. */
export function percentOf(valueMinor: number, percent: number, unit = 1): number {
  const divisor = 100 * unit;
  return Math.floor((2 * valueMinor * percent + divisor) / (2 * divisor)) * unit;
}

/** A line: unit price with VAT × count. */
export function lineOf(kind: LineKind, count: number, unitGrossMinor: number, vatPercent: number): PricedLine {
  return { kind, count, unitGrossMinor, grossMinor: unitGrossMinor * count, vatPercent };
}

export const MAX_VOUCHER_SHARE_PERCENT = 90;

export function voucherDiscount(terms: VoucherTerms, baseMinor: number, currency: Currency): number {
  const unit = roundingUnit[currency];
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
  const periodMinor = percentOf(rentLeft, input.periodDiscountPercent ?? 0, roundingUnit[currency]);
  if (periodMinor > 0) {
    lines.push(lineOf('PERIOD_DISCOUNT', 1, -periodMinor, vatPercent));
    rentLeft -= periodMinor;
  }
  const voucherMinor = input.voucher ? voucherDiscount(input.voucher, rentLeft, currency) : 0;
  if (voucherMinor > 0) lines.push(lineOf('VOUCHER', 1, -voucherMinor, vatPercent));

  return {
    currency,
    vatPercent,
    lines,
    vatRates: vatByRate(lines, currency),
    grossMinor: lines.reduce((s, l) => s + l.grossMinor, 0),
    discountMinor: lines.reduce((s, l) => (l.grossMinor < 0 ? s - l.grossMinor : s), 0),
    voucherDiscountMinor: voucherMinor,
    monthlyMinor: rent + insurance,
  };
}
