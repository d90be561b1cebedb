import { and, asc, eq, sql } from 'drizzle-orm';
import type { Currency, OperatingCountry } from '../../contract/countries';
import type { InvoicingDetails } from '../../contract/invoicing';
import type { Language } from '../../contract/primitives';
import type { Db } from '../db/client';
import { appUser, box, clientOrder, payment, rent, rentalContract, voucher, warehouse } from '../db/schema';
import { sellerOf } from '../documents/parties';
import { enqueueJob } from '../jobs/queue';
import type { OrderContext } from '../orders/context';
import { breakdownOf } from '../orders/lines';
import type { PricedLine } from '../orders/pricing';
import type { OrderRow } from '../payments/start';
import { newPin } from './codes';
import { issueDocuments } from './documents';
import { nextContractNumber, nextInvoiceNumber } from './numbers';
import { queueOrderConfirmation } from './orderMail';

export type FulfilOutcome = 'fulfilled' | 'already-fulfilled' | 'not-paid' | 'refund';

/** Test seam: runs just before the fulfilment transaction commits (a throw there simulates a crash). */
export interface FulfilHooks {
  beforeCommit?: () => void | Promise<void>;
}

const isoToday = () => new Date().toISOString().slice(0, 10);

/**
 * Completes a paid order exactly once, in one transaction: box RENTED, contract ACTIVE (number from
 * the country's series, fresh lock code), first rent PAID (FROM_ORDER), invoice with its number and
 * PDF, agreement PDF, order FULFILLED, and the one confirmation e-mail with both PDFs. Everything or
 * nothing: a crash anywhere leaves the order as it was, and the `fulfil-order` job runs it again.
 * Running it twice is harmless: the order row is locked first and a FULFILLED order is left alone;
 * the unique index on rental_contract.order_id would refuse a second contract anyway.
 *
 * A payment that arrives after the hold expired still gets the box if it is free; if the box was
 * taken meanwhile, or the account was cancelled, the order is CANCELLED and the payment refunded.
 */
export async function fulfilOrder(ctx: OrderContext, orderId: number, hooks: FulfilHooks = {}): Promise<FulfilOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(clientOrder).where(eq(clientOrder.id, orderId)).for('update');
    if (!order) throw new Error(`order ${orderId} does not exist`);
    if (order.status === 'FULFILLED') return 'already-fulfilled';
    const [paid] = await tx.select().from(payment).where(and(eq(payment.orderId, orderId), eq(payment.state, 'PAID'))).orderBy(asc(payment.id)).limit(1);
    if (!paid) return 'not-paid';
    // The same lock account removal takes: no contract can appear for an account being erased.
    const [user] = await tx.select().from(appUser).where(eq(appUser.id, order.userId)).for('update');
    if (!user || user.removedAt || !(await takeBox(tx, order))) {
      await tx.update(clientOrder).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(eq(clientOrder.id, orderId));
      if (order.status !== 'CANCELLED') await releaseHold(tx, order.boxId);
      await enqueueJob(tx, 'refund-payment', String(paid.id));
      return 'refund';
    }
    await createContract(ctx, tx, order, paid, user);
    await hooks.beforeCommit?.();
    return 'fulfilled';
  });
}

/** The order's box becomes RENTED: held by this order, or (hold expired) still free. */
async function takeBox(tx: Db, order: OrderRow): Promise<boolean> {
  const held = order.status === 'SUBMITTED' || order.status === 'FAILED';
  const rows = await tx
    .update(box)
    .set({ occupancy: 'RENTED', heldUntil: null })
    .where(and(eq(box.id, order.boxId), held ? eq(box.occupancy, 'HELD') : and(eq(box.occupancy, 'FREE'), eq(box.active, true))))
    .returning({ id: box.id });
  return rows.length === 1;
}

export const releaseHold = (tx: Db, boxId: number) =>
  tx.update(box).set({ occupancy: 'FREE', heldUntil: null }).where(and(eq(box.id, boxId), eq(box.occupancy, 'HELD')));

async function createContract(ctx: OrderContext, tx: Db, order: OrderRow, paid: typeof payment.$inferSelect, user: typeof appUser.$inferSelect) {
  const country = order.country as OperatingCountry;
  const language = order.language as Language;
  const today = isoToday();
  const year = Number(today.slice(0, 4));
  const [place] = await tx.select({ box, warehouse }).from(box).innerJoin(warehouse, eq(warehouse.id, box.warehouseId)).where(eq(box.id, order.boxId));
  const voucherCode = order.voucherId ? (await tx.select({ code: voucher.code }).from(voucher).where(eq(voucher.id, order.voucherId)))[0]?.code ?? null : null;

  const businessId = await nextContractNumber(tx, country, year);
  const [contract] = await tx
    .insert(rentalContract)
    .values({
      businessId,
      userId: user.id,
      boxId: order.boxId,
      status: 'ACTIVE',
      orderId: order.id,
      country,
      currency: order.currency,
      language,
      startAt: order.rentStart,
      periodMonths: order.periodMonths,
      vatPercent: order.vatPercent,
      rentMonthlyMinor: order.rentMonthlyMinor,
      insuranceMonthlyMinor: order.insuranceMonthlyMinor,
      insuranceCoverageMinor: order.insuranceCoverageMinor,
      lockCode: newPin(),
      accessCode: place.warehouse.lockVersion === 'V1' ? newPin() : null,
      recurringPaymentId: paid.id,
    })
    .returning();
  const paidOn = (paid.paidAt ?? new Date()).toISOString().slice(0, 10);
  const [rentRow] = await tx
    .insert(rent)
    .values({
      contractId: contract.id,
      periodFrom: order.rentStart,
      periodTo: order.periodTo,
      issuedOn: today,
      amountMinor: order.firstPaymentMinor,
      currency: order.currency,
      status: 'PAID',
      payingStatus: 'PAID',
      payMethod: 'FROM_ORDER',
      paymentId: paid.id,
      paidAt: paid.paidAt ?? sql`now()`,
    })
    .returning({ id: rent.id });

  const buyer = order.invoicingDetails as InvoicingDetails;
  const seller = sellerOf(ctx.config);
  const w = place.warehouse;
  const warehouseAddress = `${w.street} ${w.streetNumber}, ${w.zip} ${w.city}`;
  const invoiceNumber = await nextInvoiceNumber(tx, country, year);
  const items = breakdownOf(order.lines as PricedLine[], order.currency as Currency, { language, boxName: place.box.name, voucherCode }).items;
  const issued = await issueDocuments(tx, {
    userId: user.id,
    rentId: rentRow.id,
    country,
    invoice: {
      language,
      number: invoiceNumber,
      issuedOn: today,
      dueOn: today,
      paidOn,
      currency: order.currency,
      seller,
      buyer,
      contractNumber: businessId,
      periodFrom: order.rentStart,
      periodTo: order.periodTo,
      items,
    },
    agreement: {
      language,
      businessId,
      concludedOn: today,
      seller,
      tenant: buyer,
      boxName: place.box.name,
      areaM2: (place.box.widthCm * place.box.lengthCm) / 10_000,
      warehouseName: w.name,
      warehouseAddress,
      startAt: order.rentStart,
      periodMonths: order.periodMonths,
      currency: order.currency,
      rentMonthlyMinor: order.rentMonthlyMinor,
      insuranceMonthlyMinor: order.insuranceMonthlyMinor,
      insuranceCoverageMinor: order.insuranceCoverageMinor,
      firstPaymentMinor: order.firstPaymentMinor,
    },
  });
  await tx.update(rentalContract).set({ agreementDocumentId: issued.agreementDocumentId }).where(eq(rentalContract.id, contract.id));
  await tx.update(clientOrder).set({ status: 'FULFILLED', fulfilledAt: sql`now()`, updatedAt: sql`now()` }).where(eq(clientOrder.id, order.id));
  await queueOrderConfirmation(tx, ctx.config, {
    to: user.email,
    language,
    firstName: buyer.firstName,
    contract,
    boxName: place.box.name,
    warehouseName: w.name,
    warehouseAddress,
    invoiceNumber,
    amountMinor: order.firstPaymentMinor,
    invoicePdf: issued.invoicePdf,
    agreementPdf: issued.agreementPdf,
  });
}
