import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { MustBeChecked } from './auth';
import { cardProviders } from './cardProviders';
import { WarehouseSummary } from './entities';
import { InvoicingPeriod, OrderStatus } from './enums';
import { withErrors } from './errors';
import { InvoicingDetails, PriceBreakdown } from './invoicing';
import { Id, IdText, IsoDate, IsoDateTime, Language, Money, ValueOf } from './primitives';
import { ReferralCode } from './profile';
import { ORDER_REFERENCE, VOUCHER_TOKEN_MAX } from './orderValues';
import { bearer } from './routeMeta';
import { Box } from './warehouse';

const c = initContract();

/** Discount coupon code as typed by the user. */
export const VoucherToken = z.string().trim().min(1).max(VOUCHER_TOKEN_MAX);

/** True when the voucher discounts every period's rent of the contract, not only the first one's. */
const EveryPeriod = z.boolean().optional();

/**
 * What a valid voucher takes off the rent of the first invoicing period (after the free month,
 * at most 90 % of it), and with `everyPeriod` off each later period's rent too: a percentage or a
 * fixed amount. The app words it in the page's language.
 */
export const VoucherTerms = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('PERCENT'), percent: z.number().int().min(1).max(100), everyPeriod: EveryPeriod }),
  z.object({ kind: z.literal('AMOUNT'), amount: Money, everyPeriod: EveryPeriod }),
]);
export type VoucherTerms = z.infer<typeof VoucherTerms>;

export const VoucherState = z.object({
  token: z.string(),
  valid: z.boolean(),
  /**
   * The voucher's discount on the chosen period, with VAT (the summary's voucher line). Null when
   * the voucher is invalid, and in the offer, where it depends on the period: see each
   * period's `voucherDiscount`.
   */
  discount: Money.nullable(),
  /** The voucher's terms; null when it is invalid. */
  terms: VoucherTerms.nullable(),
});

export const InsuranceOption = z.object({
  id: Id,
  /** Goods covered up to this amount. */
  coverage: Money,
  /** Extra monthly price with VAT; zero for the included basic insurance. */
  pricePerMonth: Money,
  included: z.boolean(),
});

export const OfferPeriod = z.object({
  periodInMonths: InvoicingPeriod,
  /** Price of one month with VAT, before discounts. */
  monthlyPrice: Money,
  /** First payment for this period with VAT, discounts (first month free, voucher) applied. */
  firstPayment: Money,
  /** Discount included in firstPayment (free month and voucher); zero when none. */
  discount: Money,
  /** The voucher's part of `discount`, the same amount as the summary's voucher line; zero without a valid voucher. */
  voucherDiscount: Money,
  /**
   * The period priced with each insurance option (`insuranceOptions`): monthly price and first
   * payment with that option's insurance, (rent + insurance) × months less the same discounts.
   * `monthlyPrice` and `firstPayment` above are those of the included basic insurance.
   */
  byInsurance: z.array(z.object({ insuranceId: Id, monthlyPrice: Money, firstPayment: Money })),
});

/**
 * Order reference: 128 random bits in base64url. Our change from a numeric id: the status and retry
 * calls are anonymous (an order placed without login has no session), so knowing the reference is
 * what authorises them, and sequential ids would let anyone read other people's orders.
 */
export const OrderReference = z.string().regex(ORDER_REFERENCE);

/**
 * The customer's own order that holds the box while it waits for payment (after Back from the card
 * page): with its reference the offer and the summary treat the box as orderable for that customer
 * instead of answering `Box/is-taken`.
 */
const HeldOrderReference = OrderReference.optional();

export const OfferQuery = z.object({ voucherToken: VoucherToken.optional(), heldOrderId: HeldOrderReference });

/**
 * Display name of the card payment provider for the warehouse's country (`cardProviderOf`): the
 * consent and payment wording names it, as do the footer, the e-mails and the invoice.
 */
export const PaymentProviderName = z.enum(cardProviders);

/** What can be ordered for one box. Our design: the spec does not show the shape. */
export const OrderOffer = z.object({
  box: Box,
  warehouse: WarehouseSummary,
  /** First day of the rent when ordered now (later when the warehouse is not open yet). */
  rentStart: IsoDate,
  periods: z.array(OfferPeriod),
  insuranceOptions: z.array(InsuranceOption),
  /**
   * The warehouse gives the first month free. The free month is deducted from periods of 3 months
   * or more only (a 1-month period has no free month: some card payment must remain for recurring
   * payments); see each period's `discount`.
   */
  firstMonthFree: z.boolean(),
  /** State of the voucher passed in the query (its discount per period is in `periods`); null without one. */
  voucher: VoucherState.nullable(),
  paymentProviderName: PaymentProviderName,
});
export type OrderOffer = z.infer<typeof OrderOffer>;

/** The choices of the order step; sent to summary and to place. */
export const OrderSelection = z.object({
  boxId: Id,
  periodInMonths: InvoicingPeriod,
  /** Chosen insurance option; null keeps the included basic insurance. */
  insuranceId: Id.nullable(),
  voucherToken: VoucherToken.nullable(),
});
export type OrderSelection = z.infer<typeof OrderSelection>;

/** The summary's question: a selection, and the customer's own order holding the box, if any. */
export const SummaryRequest = OrderSelection.extend({ heldOrderId: HeldOrderReference });
export type SummaryRequest = z.infer<typeof SummaryRequest>;

/** Priced order. `firstPayment` is charged at placement; later payments are `monthlyPrice` × period. */
export const OrderSummary = z.object({
  selection: OrderSelection,
  rentStart: IsoDate,
  periodFrom: IsoDate,
  periodTo: IsoDate,
  firstPayment: PriceBreakdown,
  /** Regular monthly price with VAT (rent plus insurance), without the one-off discounts. */
  monthlyPrice: Money,
  discount: Money,
  voucher: VoucherState.nullable(),
  paymentProviderName: PaymentProviderName,
});
export type OrderSummary = z.infer<typeof OrderSummary>;

/** Checkboxes of the summary step; the three first must be ticked. */
export const OrderConsents = z.object({
  terms: MustBeChecked,
  /** Consent to repeated card payments; they charge the full monthly price, without the first period's discount. */
  recurringPayments: MustBeChecked,
  privacy: MustBeChecked,
  newsletter: z.boolean(),
});

const placeFields = {
  selection: OrderSelection,
  invoicingDetails: InvoicingDetails,
  consents: OrderConsents,
  /**
   * Where the card gateway sends the user back (the SPA's /order/status-check). The server accepts
   * only URLs on the configured public origin and appends `orderId`.
   */
  returnUrl: z.string().url().max(2000),
  /** The referral code the visitor arrived with, if any; recorded before the customer's first contract. */
  referralCode: ReferralCode.optional(),
};

export const PlaceOrderWithLogin = z.object({ ...placeFields });
/**
 * Ordering without login creates the account automatically from the invoicing details; the user
 * gets an e-mail with a link to set a password (no password in the body).
 */
export const PlaceOrderWithoutLogin = z.object({ ...placeFields, language: Language });

export const PlacedOrder = z.object({
  orderId: OrderReference,
  /** Card gateway page to redirect the browser to. */
  paymentUrl: z.string().url(),
});
export type PlacedOrder = z.infer<typeof PlacedOrder>;

export const PaymentState = z.enum(['PENDING', 'PAID', 'FAILED', 'CANCELLED']);

export const OrderStatusQuery = z.object({ orderId: OrderReference });

/**
 * SUBMITTED: paying (the box is held). FAILED: the last payment failed; `retryable` while the hold
 * lasts. CANCELLED: the hold expired without payment. FULFILLED: paid, contract active.
 */
export const OrderStatusResponse = z.object({
  orderId: OrderReference,
  status: OrderStatus,
  payment: z.object({ state: PaymentState }),
  /** Whether retry-payment would start a new payment now (FAILED and the box still held). */
  retryable: z.boolean(),
  /** Set once the order is FULFILLED. */
  contractId: Id.nullable(),
  /** The contract's business number (e.g. `SK-2026-000001`, as on its documents); set once the order is FULFILLED. */
  contractNumber: z.string().nullable(),
  /**
   * When the hold of the box for this order ends (`ORDER_HOLD_MINUTES` after placing; a retry does not
   * extend it): until then a failed payment can be tried again.
   */
  heldUntil: IsoDateTime,
  /** Amount of the first payment with VAT (for the analytics purchase event). */
  value: Money,
});
export type OrderStatusResponse = z.infer<typeof OrderStatusResponse>;

/**
 * 409 codes of the order calls: `Box/is-taken`, `Order/Warehouse-deactivated`, `Order/Box-not-active`;
 * placing also `order/voucher-invalid` (the voucher expired or was used up since the summary) and,
 * without login, `Autoregistration/email-taken` / `Autoregistration/phone-taken`.
 */
export const orderContract = c.router(
  {
    offer: {
      method: 'GET',
      path: '/api/client/order/offer/:boxId',
      pathParams: z.object({ boxId: IdText }),
      query: OfferQuery,
      responses: withErrors({ 200: OrderOffer }, 404, 409),
      summary: 'Order offer for a box: invoicing periods with prices, insurance options, voucher check',
    },
    summary: {
      method: 'PUT',
      path: '/api/client/order/offer/summary',
      body: SummaryRequest,
      responses: withErrors({ 200: OrderSummary }, 404, 409),
      summary: 'Price the chosen period, insurance and voucher: first payment lines and monthly price',
    },
    verifyAutoregistrationInvoicingDetails: {
      method: 'PUT',
      path: '/api/client/order/offer/verify-autoregistration-invoicing-details',
      body: InvoicingDetails,
      // 409 `Autoregistration/email-taken` or `Autoregistration/phone-taken`.
      responses: withErrors({ 200: ValueOf(z.literal(true)) }, 409, 429),
      summary: 'Check invoicing details for ordering without login: valid and e-mail/phone not in use',
    },
    placeWithLogin: {
      method: 'POST',
      path: '/api/client/order/place/with-login',
      body: PlaceOrderWithLogin,
      responses: withErrors({ 201: PlacedOrder }, 401, 404, 409),
      summary: 'Place an order as the signed-in client; returns the card gateway URL',
      metadata: bearer,
    },
    placeWithoutLogin: {
      method: 'POST',
      path: '/api/client/order/place/without-login',
      body: PlaceOrderWithoutLogin,
      responses: withErrors({ 201: PlacedOrder }, 404, 409, 429),
      summary: 'Place an order and create the account automatically; returns the card gateway URL',
    },
    status: {
      method: 'GET',
      path: '/api/client/order/status',
      query: OrderStatusQuery,
      responses: withErrors({ 200: OrderStatusResponse }, 404),
      summary: 'Order and payment state after returning from the card gateway',
    },
    retryPayment: {
      method: 'POST',
      path: '/api/client/order/:orderId/retry-payment',
      pathParams: z.object({ orderId: OrderReference }),
      body: c.noBody(),
      // 409 `order/hold-expired` (the box is no longer held) or `order/not-retryable` (paid, or a
      // payment in progress without a card page to go back to).
      responses: withErrors({ 201: PlacedOrder }, 404, 409),
      summary: "Pay a held order: a new card payment after a failure, or the pending payment's page again",
    },
    cancel: {
      method: 'POST',
      path: '/api/client/order/:orderId/cancel',
      pathParams: z.object({ orderId: OrderReference }),
      body: c.noBody(),
      // 409 `order/not-cancellable`: the order is paid (or its payment went through meanwhile).
      responses: withErrors({ 200: ValueOf(z.literal(true)) }, 404, 409),
      summary: 'Cancel an unpaid order that holds a box: the box is free again (the customer wants other terms)',
    },
  },
  { strictStatusCodes: true },
);
