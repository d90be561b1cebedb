import type { OfferQuery, OrderOffer, OrderSelection, OrderSummary, VoucherState } from '../../contract/order';
import { currencyOfCountry, type Currency } from '../../contract/countries';
import type { Language } from '../../contract/primitives';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { toBox } from '../warehouses/boxes';
import { breakdownOf } from './lines';
import { chosenInsurance, insuranceOptionsOf, loadOrderable, type Orderable } from './orderable';
import { paymentProviderNameOf } from './paymentProviders';
import { periodEnd } from './periods';
import { priceFirstPayment, type PricedPayment } from './pricing';
import { termsOf, usableVoucher, type VoucherRow } from './vouchers';
import { warehouseSummaryOf } from '../warehouses/summary';

export const INVOICING_PERIODS = [1, 3, 6, 12] as const;

const voucherStateOf = (token: string, v: VoucherRow | null, priced: PricedPayment | null, currency: Currency): z.infer<typeof VoucherState> =>
  v && priced
    ? { token, valid: true, discount: { minor: priced.voucherDiscountMinor, currency }, description: v.description }
    : { token, valid: false, discount: null, description: null };

export const priceFor = (o: Orderable, months: number, insuranceMonthlyMinor: number, v: VoucherRow | null) =>
  priceFirstPayment({
    country: o.country,
    rentMonthlyMinor: o.box.priceMinor,
    insuranceMonthlyMinor,
    periodMonths: months,
    firstMonthFree: o.warehouse.firstMonthFree,
    voucher: v ? termsOf(v) : null,
  });

/** GET offer: every invoicing period priced without extra insurance, the insurance options, the voucher. */
export async function orderOffer(db: Db, boxId: number, query: z.infer<typeof OfferQuery>): Promise<OrderOffer> {
  const o = await loadOrderable(db, boxId);
  const currency = currencyOfCountry[o.country];
  const v = query.voucherToken ? await usableVoucher(db, query.voucherToken, o.country, currency) : null;
  const money = (minor: number) => ({ minor, currency });
  const periods = INVOICING_PERIODS.map((months) => {
    const priced = priceFor(o, months, 0, v);
    return { periodInMonths: months, monthlyPrice: money(o.box.priceMinor), firstPayment: money(priced.grossMinor), discount: money(priced.discountMinor) };
  });
  return {
    box: toBox(o.box, o.country, o.rentStart),
    warehouse: warehouseSummaryOf(o.warehouse),
    rentStart: o.rentStart,
    periods,
    insuranceOptions: insuranceOptionsOf(o.box, o.country),
    firstMonthFree: o.warehouse.firstMonthFree,
    voucher: query.voucherToken ? voucherStateOf(query.voucherToken, v, priceFor(o, 1, 0, v), currency) : null,
    paymentProviderName: paymentProviderNameOf[o.country],
  };
}

export interface Quote {
  orderable: Orderable;
  insurance: ReturnType<typeof chosenInsurance>;
  voucher: VoucherRow | null;
  priced: PricedPayment;
  periodTo: string;
}

/** Prices a selection; an unusable voucher prices without it (the summary shows it as invalid). */
export async function quote(db: Db, selection: OrderSelection): Promise<Quote> {
  const orderable = await loadOrderable(db, selection.boxId);
  const insurance = chosenInsurance(orderable.box, selection.insuranceId);
  const currency = currencyOfCountry[orderable.country];
  const voucher = selection.voucherToken ? await usableVoucher(db, selection.voucherToken, orderable.country, currency) : null;
  const priced = priceFor(orderable, selection.periodInMonths, insurance.monthlyMinor, voucher);
  return { orderable, insurance, voucher, priced, periodTo: periodEnd(orderable.rentStart, selection.periodInMonths) };
}

export async function orderSummary(db: Db, selection: OrderSelection, language: Language): Promise<OrderSummary> {
  const q = await quote(db, selection);
  const { priced, orderable: o } = q;
  const money = (minor: number) => ({ minor, currency: priced.currency });
  return {
    selection,
    rentStart: o.rentStart,
    periodFrom: o.rentStart,
    periodTo: q.periodTo,
    firstPayment: breakdownOf(priced.lines, priced.currency, { language, boxName: o.box.name, voucherCode: q.voucher?.code ?? null }),
    monthlyPrice: money(priced.monthlyMinor),
    discount: money(priced.discountMinor),
    voucher: selection.voucherToken ? voucherStateOf(selection.voucherToken, q.voucher, priced, priced.currency) : null,
    paymentProviderName: paymentProviderNameOf[o.country],
  };
}
