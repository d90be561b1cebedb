import { eq, sql } from 'drizzle-orm';
import { cardProviderOf } from '@contract/cardProviders';
import type { Currency, OperatingCountry } from '@contract/countries';
import type { InvoicingDetails } from '@contract/invoicing';
import type { Language } from '@contract/primitives';
import { dayOf, todayOf } from '../config/clock';
import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import {
  box,
  rent,
  rentalContract,
  voucher,
  warehouse,
  type appUser,
  type clientOrder,
  type payment,
} from '../db/schema';
import { sellerOf } from '../documents/parties';
import { breakdownOf } from '../orders/lines';
import type { PricedLine } from '../orders/pricing';
import { newPin } from './codes';
import { issueDocuments } from './documents';
import { nextContractNumber, nextInvoiceNumber } from './numbers';
import { queueOrderConfirmation } from './orderMail';

/** The paid order a contract is opened from: its box and the price snapshot taken when it was placed. */
export type ContractOrder = Pick<
  typeof clientOrder.$inferSelect,
  | 'id'
  | 'boxId'
  | 'country'
  | 'currency'
  | 'language'
  | 'rentStart'
  | 'periodTo'
  | 'periodMonths'
  | 'vatPercent'
  | 'rentMonthlyMinor'
  | 'insuranceMonthlyMinor'
  | 'insuranceCoverageMinor'
  | 'firstPaymentMinor'
  | 'voucherId'
  | 'lines'
  | 'invoicingDetails'
>;
/** The payment that paid the first period; later periods are charged again from it. */
export type ContractPayment = Pick<typeof payment.$inferSelect, 'id' | 'paidAt'>;
export type ContractTenant = Pick<typeof appUser.$inferSelect, 'id' | 'email'>;

/**
 * Opens the rental contract of a paid order inside the caller's transaction: contract ACTIVE (number
 * from the country's series, fresh lock code, a keypad code in V1 warehouses), first rent PAID
 * (FROM_ORDER), invoice with its number and PDF, agreement PDF, and the one confirmation e-mail with
 * both PDFs. The caller has already made the box RENTED and marks the order FULFILLED.
 */
export async function openRentalContract(
  tx: Db,
  config: ServerConfig,
  order: ContractOrder,
  paid: ContractPayment,
  user: ContractTenant,
): Promise<void> {
  const country = order.country as OperatingCountry;
  const language = order.language as Language;
  const today = todayOf(config.clock);
  const year = Number(today.slice(0, 4));
  const [place] = await tx
    .select({ box, warehouse })
    .from(box)
    .innerJoin(warehouse, eq(warehouse.id, box.warehouseId))
    .where(eq(box.id, order.boxId));
  const voucherCode = order.voucherId
    ? ((await tx.select({ code: voucher.code }).from(voucher).where(eq(voucher.id, order.voucherId)))[0]?.code ?? null)
    : null;

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
      billedThrough: order.periodTo,
    })
    .returning();
  const paidOn = dayOf(paid.paidAt ?? config.clock.now());
  const [rentRow] = await tx
    .insert(rent)
    .values({
      contractId: contract.id,
      periodFrom: order.rentStart,
      periodTo: order.periodTo,
      issuedOn: today,
      dueOn: today,
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
  const seller = sellerOf(config);
  const w = place.warehouse;
  const warehouseAddress = `${w.street} ${w.streetNumber}, ${w.zip} ${w.city}`;
  const invoiceNumber = await nextInvoiceNumber(tx, country, year);
  const items = breakdownOf(order.lines as PricedLine[], order.currency as Currency, {
    language,
    boxName: place.box.name,
    voucherCode,
  }).items;
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
      paymentProvider: cardProviderOf[country],
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
      noticeDays: config.env.CANCELLATION_NOTICE_DAYS,
    },
  });
  await tx
    .update(rentalContract)
    .set({ agreementDocumentId: issued.agreementDocumentId })
    .where(eq(rentalContract.id, contract.id));
  await queueOrderConfirmation(tx, config, {
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
