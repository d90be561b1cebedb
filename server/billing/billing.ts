import { eq, type SQL, sql } from 'drizzle-orm';
import { cardProviderOf } from '@contract/cardProviders';
import { currencyOfCountry, vatPercentOfCountry, type Currency, type OperatingCountry } from '@contract/countries';
import type { InvoicingDetails } from '@contract/invoicing';
import type { Language } from '@contract/primitives';
import { addDays } from '../config/clock';
import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import { box, rent, rentalContract } from '../db/schema';
import { sellerOf } from '../documents/parties';
import { breakdownOf } from '../orders/lines';
import { periodEnd } from '../orders/periods';
import { lineOf, voucherDiscount, type PricedLine, type VoucherTerms } from '../orders/pricing';
import { recordInvoice } from '../rentals/documents';
import { nextInvoiceNumber } from '../rentals/numbers';
import { spendReferralBalance } from '../referrals/balance';
import type { InvoiceDocument } from '../documents/invoicePdf';
import { type RecurringVoucher, recurringVoucher, recurringVoucherOf } from './recurringVoucher';

/**
 * The next invoicing period after `lastTo`: a whole period of the contract, or, when the contract's
 * last day falls inside it, up to that day and charged by the months begun (the box is let by the
 * month). Null when the contract ends before the period would start.
 */
export function nextPeriod(
  lastTo: string,
  periodMonths: number,
  terminationAt: string | null,
): { from: string; to: string; months: number } | null {
  const from = addDays(lastTo, 1);
  if (terminationAt !== null && terminationAt < from) return null;
  const to = periodEnd(from, periodMonths);
  if (terminationAt === null || terminationAt >= to) return { from, to, months: periodMonths };
  let months = 1;
  while (periodEnd(from, months) < terminationAt) months += 1;
  return { from, to: terminationAt, months };
}

/**
 * The priced lines of a later period: (rent + insurance) × months, VAT of the country now, without
 * the first period's discounts (the free month, a first-period voucher). A voucher that applies to
 * every period discounts the period's rent as it did the first one: its percentage or amount, at
 * most 90 % of that rent, never the insurance.
 */
export function laterPeriodLines(
  c: Pick<typeof rentalContract.$inferSelect, 'country' | 'rentMonthlyMinor' | 'insuranceMonthlyMinor'>,
  months: number,
  everyPeriod: VoucherTerms | null = null,
): PricedLine[] {
  const country = c.country as OperatingCountry;
  const vat = vatPercentOfCountry[country];
  const lines = [lineOf('RENT', months, c.rentMonthlyMinor, vat)];
  if (c.insuranceMonthlyMinor > 0) lines.push(lineOf('INSURANCE', months, c.insuranceMonthlyMinor, vat));
  const discount = everyPeriod
    ? voucherDiscount(everyPeriod, c.rentMonthlyMinor * months, currencyOfCountry[country])
    : 0;
  if (discount > 0) lines.push(lineOf('VOUCHER', 1, -discount, vat));
  return lines;
}

export interface IssuedRent {
  rentId: number;
  invoiceId: number;
  invoiceNumber: string;
  periodFrom: string;
  periodTo: string;
  dueOn: string;
  amountMinor: number;
  currency: string;
  boxName: string;
  /** The invoice's lines with VAT, as a card provider lists them. */
  items: { name: string; amountMinor: number; vatPercent: number }[];
}

type ContractRow = typeof rentalContract.$inferSelect;

/** What a contract's next rent will be, from its row and the last day billed so far; nothing is written. */
export interface PlannedRent {
  period: { from: string; to: string; months: number };
  lines: PricedLine[];
  fullMinor: number;
  dueOn: string;
  voucher: RecurringVoucher | null;
}

/**
 * The next period's rent of a contract: its lines (with an every-period voucher's discount), the
 * amount and the day it is due (the period's first day, or today when billed late). Null when the
 * contract has ended or its last day comes before the next period.
 */
export function planNextRent(
  c: ContractRow,
  lastTo: string | null | undefined,
  today: string,
  everyPeriod: Parameters<typeof recurringVoucher>[0],
): PlannedRent | null {
  if (c.status === 'TERMINATED' || !lastTo) return null;
  const period = nextPeriod(lastTo, c.periodMonths, c.terminationAt);
  if (!period) return null;
  const voucher = recurringVoucher(everyPeriod);
  const lines = laterPeriodLines(c, period.months, voucher?.terms ?? null);
  const fullMinor = lines.reduce((s, l) => s + l.grossMinor, 0);
  return { period, lines, fullMinor, dueOn: period.from > today ? period.from : today, voucher };
}

/** The invoice of a planned rent as issued (the buyer is the one of the contract's latest invoice). */
export function rentInvoiceOf(
  config: ServerConfig,
  c: ContractRow,
  plan: PlannedRent,
  lines: PricedLine[],
  facts: { number: string; today: string; paidOn: string | null; boxName: string; buyer: InvoicingDetails },
): InvoiceDocument {
  const language = c.language as Language;
  return {
    language,
    number: facts.number,
    issuedOn: facts.today,
    dueOn: plan.dueOn,
    paidOn: facts.paidOn,
    currency: c.currency,
    seller: sellerOf(config),
    buyer: facts.buyer,
    contractNumber: c.businessId,
    paymentProvider: cardProviderOf[c.country as OperatingCountry],
    periodFrom: plan.period.from,
    periodTo: plan.period.to,
    items: breakdownOf(lines, c.currency as Currency, {
      language,
      boxName: facts.boxName,
      voucherCode: plan.voucher?.code ?? null,
    }).items,
  };
}

/** What billing tells the charge and the e-mails about an issued rent. */
export function issuedRentOf(
  rentId: number,
  invoiceId: number,
  plan: PlannedRent,
  inv: InvoiceDocument,
  amountMinor: number,
  boxName: string,
): IssuedRent {
  return {
    rentId,
    invoiceId,
    invoiceNumber: inv.number,
    periodFrom: plan.period.from,
    periodTo: plan.period.to,
    dueOn: plan.dueOn,
    amountMinor,
    currency: inv.currency,
    boxName,
    items: inv.items.map((i) => ({
      name: i.subject,
      amountMinor: i.totalPriceWithVat.minor,
      vatPercent: i.vatPercent,
    })),
  };
}

/**
 * Bills the next invoicing period of a contract, inside the caller's transaction: an unpaid rent
 * (INVOICE_SUBMITTED, paying status CREATED, due on the period's first day or today when later) and
 * its invoice, numbered in the country's gap-free series (its PDF rendered moments later by the
 * render job). The buyer is the one of the contract's latest invoice. The contract row is locked
 * first and the period follows `billed_through` (the latest rent's last day), which moves on in the
 * same transaction, so the same period cannot be billed twice; it returns null for a contract that
 * has ended or whose last day comes before the next period. The referral reward account pays what
 * it can of the rent. The development hook calls this on demand; the nightly run bills whole
 * batches at once (issueBatch.ts) and calls this for contracts whose customer has a reward account.
 */
export async function issueNextRent(
  tx: Db,
  config: ServerConfig,
  contractId: number,
  today: string,
  payingStatus: 'CREATED' | 'ATTEMPTING_AUTOPAY' = 'CREATED',
): Promise<IssuedRent | null> {
  const [c] = await tx.select().from(rentalContract).where(eq(rentalContract.id, contractId)).for('update');
  if (!c) return null;
  const [facts] = await tx
    .select({
      boxName: box.name,
      buyer: latestBuyerOf(c.id),
      everyPeriod: recurringVoucherOf(c.orderId),
      lastTo: lastBilledDayOf(c),
    })
    .from(box)
    .where(eq(box.id, c.boxId));
  const plan = planNextRent(c, facts.lastTo, today, facts.everyPeriod);
  if (!plan) return null;
  const [row] = await tx
    .insert(rent)
    .values(rentValues(c, plan, today, payingStatus))
    .returning({ id: rent.id });
  // The referral reward account pays what it can of the rent: a discount line, the rent's amount lowered
  // (never below zero), and a rent it pays whole is paid at once.
  const lines = [...plan.lines];
  const fromReferral = await spendReferralBalance(tx, c.userId, c.currency, row.id, plan.fullMinor);
  if (fromReferral > 0)
    lines.push(lineOf('REFERRAL', 1, -fromReferral, vatPercentOfCountry[c.country as OperatingCountry]));
  const amountMinor = plan.fullMinor - fromReferral;
  const paidByReferral = fromReferral > 0 && amountMinor === 0;
  if (fromReferral > 0) {
    await tx
      .update(rent)
      .set(paidByReferral ? { amountMinor, status: 'PAID', payingStatus: 'PAID', paidAt: sql`now()` } : { amountMinor })
      .where(eq(rent.id, row.id));
  }
  await tx.update(rentalContract).set({ billedThrough: plan.period.to }).where(eq(rentalContract.id, c.id));
  const number = await nextInvoiceNumber(tx, c.country as OperatingCountry, Number(today.slice(0, 4)));
  const inv = rentInvoiceOf(config, c, plan, lines, {
    number,
    today,
    paidOn: paidByReferral ? today : null,
    boxName: facts.boxName,
    buyer: facts.buyer,
  });
  const invoiceId = await recordInvoice(tx, { userId: c.userId, rentId: row.id, country: c.country, invoice: inv });
  return issuedRentOf(row.id, invoiceId, plan, inv, amountMinor, facts.boxName);
}

/** The unpaid rent row of a planned period. */
export const rentValues = (
  c: ContractRow,
  plan: PlannedRent,
  today: string,
  payingStatus: 'CREATED' | 'ATTEMPTING_AUTOPAY',
) => ({
  contractId: c.id,
  periodFrom: plan.period.from,
  periodTo: plan.period.to,
  issuedOn: today,
  dueOn: plan.dueOn,
  amountMinor: plan.fullMinor,
  currency: c.currency,
  status: 'INVOICE_SUBMITTED',
  payingStatus,
});

/** The buyer of a contract's latest invoice, as a subquery. */
export const latestBuyerOf = (contractId: SQL | number) =>
  sql<InvoicingDetails>`(select i.buyer from invoice i join rent r on r.id = i.rent_id where r.contract_id = ${contractId} order by i.id desc limit 1)`;

/** The last day billed: `billed_through`, or for a contract from before it was kept, its latest rent's last day. */
export const lastBilledDayOf = (c: { id: SQL | number; billedThrough: SQL | string | null }) =>
  sql<
    string | null
  >`coalesce(${c.billedThrough}::date, (select max(r.period_to) from rent r where r.contract_id = ${c.id}))::text`;
