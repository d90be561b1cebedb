import { todayOf } from '../config/clock';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { InvoicingDetails } from '@contract/invoicing';
import type { OrderSelection, PlacedOrder } from '@contract/order';
import type { Language } from '@contract/primitives';
import { saveInvoicingDetails } from '../accounts/invoicingDetails';
import type { Db } from '../db/client';
import { box, clientOrder, warehouse } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { HttpError } from '../http/httpError';
import { consumeRateLimit, type RateLimitRule } from '../http/rateLimit';
import { assertOwnOrigin } from '../http/returnUrl';
import { languageOf, loadUser } from '../identity/users';
import { boxTaken, unorderableReason, warehouseDeactivated } from '../orders/orderable';
import { quote, type Quote } from '../orders/quote';
import { setNewsletter } from '../newsletter/consent';
import { recordReferrer } from '../referrals/attribution';
import { claimVoucher, voucherInvalid } from '../orders/vouchers';
import { assertAutoregistrationFree, autoregistrationConflict, createAutoRegisteredUser } from './autoRegistration';
import type { CheckoutContext } from './context';
import { createAtProvider, insertOrderPayment } from './paymentStart';

/** Placing without login creates an account and sends an e-mail: limited per client address. */
export const placeWithoutLoginPerAddress: RateLimitRule = {
  bucket: 'order-anonymous-address',
  limit: 10,
  windowSeconds: 3600,
};

export interface PlaceInput {
  selection: OrderSelection;
  invoicingDetails: InvoicingDetails;
  consents: { newsletter: boolean };
  returnUrl: string;
  /** The signed-in client; without it an account is created from the invoicing details. */
  userId?: number;
  language?: Language;
  /** The referral code the visitor arrived with; recorded before the customer's first contract. */
  referralCode?: string;
}

/** 128 random bits: the order's only public name (status and retry are anonymous calls). */
export const newOrderReference = () => randomBytes(16).toString('base64url');

/**
 * Places an order. In one transaction: the box goes FREE → HELD by a conditional UPDATE (the row lock
 * makes concurrent orders queue; all but the first find it HELD and get `Box/is-taken`), the voucher
 * row is locked and its uses counted, the account is created when ordering without login, and the
 * order and its first payment row are written. The partial unique index on open orders per box is
 * the database's own guarantee behind the UPDATE. The provider is called after the commit.
 */
export async function placeOrder(ctx: CheckoutContext, input: PlaceInput, address: string): Promise<PlacedOrder> {
  const { db, config } = ctx;
  assertOwnOrigin(input.returnUrl, config.app.publicUrl);
  if (input.userId === undefined) await consumeRateLimit(db, placeWithoutLoginPerAddress, address);
  const quoted = await quote(db, input.selection, todayOf(config.clock));
  if (input.selection.voucherToken && !quoted.voucher) throw voucherInvalid();
  if (input.userId === undefined) await assertAutoregistrationFree(db, input.invoicingDetails);
  const language = input.userId === undefined ? (input.language ?? 'EN') : languageOf(await loadUser(db, input.userId));

  const placed = await db
    .transaction(async (tx) => {
      await holdBox(tx, quoted, config.env.ORDER_HOLD_MINUTES);
      const voucherRow = input.selection.voucherToken
        ? await claimVoucher(tx, input.selection.voucherToken, quoted.orderable.country, quoted.priced.currency)
        : null;
      const userId =
        input.userId ??
        (await createAutoRegisteredUser(tx, config, input.invoicingDetails, language, input.consents.newsletter)).id;
      if (input.userId !== undefined) await rememberDetails(tx, input.userId, input.invoicingDetails);
      // The newsletter box of the order is the same consent as the profile's: ticking it subscribes, with its time.
      if (input.consents.newsletter) await setNewsletter(tx, userId, true);
      await recordReferrer(tx, userId, input.referralCode);
      const [order] = await tx
        .insert(clientOrder)
        .values(orderRow(quoted, input, userId, language, voucherRow?.id ?? null, config.env.ORDER_HOLD_MINUTES))
        .returning();
      const payment = await insertOrderPayment(tx, order, ctx.gateways.current.provider);
      return { order, payment };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'client_order_box_open_uq')) throw boxTaken();
      throw autoregistrationConflict(err) ?? err;
    });
  const description = `Self Storage ${quoted.orderable.box.name}, ${quoted.orderable.warehouse.name}`;
  const { url } = await createAtProvider(ctx, placed.order, placed.payment, description);
  return { orderId: placed.order.reference, paymentUrl: url };
}

/** FREE → HELD, or the reason it cannot be ordered, read again under the row lock. */
async function holdBox(tx: Db, quoted: Quote, holdMinutes: number): Promise<void> {
  const boxId = quoted.orderable.box.id;
  const held = await tx
    .update(box)
    .set({ occupancy: 'HELD', heldUntil: sql`now() + make_interval(mins => ${holdMinutes})` })
    .where(and(eq(box.id, boxId), eq(box.active, true), eq(box.occupancy, 'FREE')))
    .returning({ id: box.id });
  const [now] = await tx
    .select({ box, warehouse })
    .from(box)
    .innerJoin(warehouse, eq(warehouse.id, box.warehouseId))
    .where(eq(box.id, boxId));
  if (held.length === 0) throw unorderableReason(now.box, now.warehouse) ?? boxTaken();
  if (now.warehouse.deactivated) throw warehouseDeactivated();
}

/** A signed-in client's details go to the profile when they are based on its current version; else only the order keeps them. */
async function rememberDetails(tx: Db, userId: number, details: InvoicingDetails): Promise<void> {
  await saveInvoicingDetails(tx, userId, details).catch((err) => {
    if (!(err instanceof HttpError && err.code === 'stale-version')) throw err;
  });
}

function orderRow(
  quoted: Quote,
  input: PlaceInput,
  userId: number,
  language: Language,
  voucherId: number | null,
  holdMinutes: number,
) {
  const { orderable, priced, insurance, periodTo } = quoted;
  return {
    reference: newOrderReference(),
    userId,
    boxId: orderable.box.id,
    warehouseId: orderable.warehouse.id,
    country: orderable.country,
    currency: priced.currency,
    language,
    periodMonths: input.selection.periodInMonths,
    insuranceOption: insurance.id,
    voucherId,
    rentStart: orderable.rentStart,
    periodTo,
    vatPercent: priced.vatPercent,
    rentMonthlyMinor: orderable.box.priceMinor,
    insuranceMonthlyMinor: insurance.monthlyMinor,
    insuranceCoverageMinor: insurance.coverageMinor,
    firstPaymentMinor: priced.grossMinor,
    discountMinor: priced.discountMinor,
    lines: priced.lines,
    invoicingDetails: input.invoicingDetails,
    returnUrl: input.returnUrl,
    status: 'SUBMITTED',
    heldUntil: sql`now() + make_interval(mins => ${holdMinutes})`,
  };
}
