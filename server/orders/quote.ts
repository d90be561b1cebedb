import type { z } from 'zod';
import { cardProviderOf } from '@contract/cardProviders';
import { currencyOfCountry, type Currency } from '@contract/countries';
import type {
  OfferQuery,
  OrderOffer,
  OrderSelection,
  OrderSummary,
  SummaryRequest,
  VoucherState,
  VoucherTerms,
} from '@contract/order';
import type { Language } from '@contract/primitives';
import type { Db } from '../db/client';
import { toBox } from '../warehouses/boxes';
import { warehouseSummaryOf } from '../warehouses/summary';
import { summaryTextsOf } from '../warehouses/texts';
import { breakdownOf } from './lines';
import { chosenInsurance, insuranceOptionsOf, loadOrderable, type Orderable } from './orderable';
import { periodEnd } from './periods';
import { priceFirstPayment, type PricedPayment } from './pricing';
import { termsOf, usableVoucher, type VoucherRow } from './vouchers';

export const INVOICING_PERIODS = [1, 3, 6, 12] as const;

/** A voucher's terms as data, for the app to word in the page's language (no English text in the answer). */
const voucherTermsOf = (voucher: VoucherRow, currency: Currency): z.infer<typeof VoucherTerms> => {
  const terms = termsOf(voucher);
  return terms.kind === 'PERCENT'
    ? { kind: 'PERCENT', percent: terms.percent, everyPeriod: voucher.everyPeriod }
    : { kind: 'AMOUNT', amount: { minor: terms.amountMinor, currency }, everyPeriod: voucher.everyPeriod };
};

/**
 * How the offer and the summary show a typed voucher code: valid with its terms, or invalid. The
 * summary gives the discount on its period (`priced`); the offer none, as it depends on the period
 * (each offer period has its `voucherDiscount`).
 */
const voucherStateOf = (
  token: string,
  voucher: VoucherRow | null,
  priced: PricedPayment | null,
  currency: Currency,
): z.infer<typeof VoucherState> =>
  voucher
    ? {
        token,
        valid: true,
        discount: priced ? { minor: priced.voucherDiscountMinor, currency } : null,
        terms: voucherTermsOf(voucher, currency),
      }
    : { token, valid: false, discount: null, terms: null };

/** The first payment for the box over `periodMonths`, with the given insurance and voucher. */
const priceFirstPaymentOf = (
  orderable: Orderable,
  periodMonths: number,
  insuranceMonthlyMinor: number,
  voucher: VoucherRow | null,
) =>
  priceFirstPayment({
    country: orderable.country,
    rentMonthlyMinor: orderable.box.priceMinor,
    insuranceMonthlyMinor,
    periodMonths,
    firstMonthFree: orderable.warehouse.firstMonthFree,
    periodDiscountPercent: orderable.periodDiscounts[periodMonths] ?? 0,
    voucher: voucher ? termsOf(voucher) : null,
  });

/**
 * GET offer: every invoicing period priced with the included insurance and with each insurance
 * option (priced exactly as the summary would), the insurance options, the voucher.
 */
export async function orderOffer(
  db: Db,
  boxId: number,
  query: z.infer<typeof OfferQuery>,
  language: Language,
  today: string,
): Promise<OrderOffer> {
  const orderable = await loadOrderable(db, boxId, today, query.heldOrderId);
  const currency = currencyOfCountry[orderable.country];
  const voucher = query.voucherToken ? await usableVoucher(db, query.voucherToken, orderable.country, currency) : null;
  const money = (minor: number) => ({ minor, currency });
  const insuranceOptions = insuranceOptionsOf(orderable.box, orderable.country);
  const periods = INVOICING_PERIODS.map((months) => {
    const priced = priceFirstPaymentOf(orderable, months, 0, voucher);
    const byInsurance = insuranceOptions.map((option) => {
      const withOption = priceFirstPaymentOf(
        orderable,
        months,
        chosenInsurance(orderable.box, option.id).monthlyMinor,
        voucher,
      );
      return {
        insuranceId: option.id,
        monthlyPrice: money(withOption.monthlyMinor),
        firstPayment: money(withOption.grossMinor),
      };
    });
    return {
      periodInMonths: months,
      monthlyPrice: money(priced.monthlyMinor),
      firstPayment: money(priced.grossMinor),
      discount: money(priced.discountMinor),
      voucherDiscount: money(priced.voucherDiscountMinor),
      byInsurance,
    };
  });
  return {
    box: toBox(orderable.box, orderable.country, orderable.rentStart),
    warehouse: warehouseSummaryOf(orderable.warehouse, await summaryTextsOf(db, orderable.warehouse.id, language)),
    rentStart: orderable.rentStart,
    periods,
    insuranceOptions,
    firstMonthFree: orderable.warehouse.firstMonthFree,
    voucher: query.voucherToken ? voucherStateOf(query.voucherToken, voucher, null, currency) : null,
    paymentProviderName: cardProviderOf[orderable.country],
  };
}

/** A priced selection: what the summary shows and what placing the order stores. */
export interface Quote {
  orderable: Orderable;
  insurance: ReturnType<typeof chosenInsurance>;
  voucher: VoucherRow | null;
  priced: PricedPayment;
  periodTo: string;
}

/** Prices a selection; an unusable voucher prices without it (the summary shows it as invalid). */
export async function quote(db: Db, selection: OrderSelection, today: string, heldOrderId?: string): Promise<Quote> {
  const orderable = await loadOrderable(db, selection.boxId, today, heldOrderId);
  const insurance = chosenInsurance(orderable.box, selection.insuranceId);
  const currency = currencyOfCountry[orderable.country];
  const voucher = selection.voucherToken
    ? await usableVoucher(db, selection.voucherToken, orderable.country, currency)
    : null;
  const priced = priceFirstPaymentOf(orderable, selection.periodInMonths, insurance.monthlyMinor, voucher);
  return { orderable, insurance, voucher, priced, periodTo: periodEnd(orderable.rentStart, selection.periodInMonths) };
}

/** POST summary: the selection's first payment line by line, worded in the requested language. */
export async function orderSummary(
  db: Db,
  request: SummaryRequest,
  language: Language,
  today: string,
): Promise<OrderSummary> {
  const { heldOrderId, ...selection } = request;
  const { orderable, voucher, priced, periodTo } = await quote(db, selection, today, heldOrderId);
  const money = (minor: number) => ({ minor, currency: priced.currency });
  return {
    selection,
    rentStart: orderable.rentStart,
    periodFrom: orderable.rentStart,
    periodTo,
    firstPayment: breakdownOf(priced.lines, priced.currency, {
      language,
      boxName: orderable.box.name,
      voucherCode: voucher?.code ?? null,
    }),
    monthlyPrice: money(priced.monthlyMinor),
    discount: money(priced.discountMinor),
    voucher: selection.voucherToken ? voucherStateOf(selection.voucherToken, voucher, priced, priced.currency) : null,
    paymentProviderName: cardProviderOf[orderable.country],
  };
}
