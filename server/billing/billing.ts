import { desc, eq, sql } from 'drizzle-orm';
import { cardProviderOf } from '@contract/cardProviders';
import { vatPercentOfCountry, type Currency, type OperatingCountry } from '@contract/countries';
import type { InvoicingDetails } from '@contract/invoicing';
import type { Language } from '@contract/primitives';
import { addDays } from '../config/clock';
import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import { box, rent, rentalContract } from '../db/schema';
import { sellerOf } from '../documents/parties';
import { breakdownOf } from '../orders/lines';
import { periodEnd } from '../orders/periods';
import { lineOf, type PricedLine } from '../orders/pricing';
import { recordInvoice } from '../rentals/documents';
import { nextInvoiceNumber } from '../rentals/numbers';
import { spendReferralBalance } from '../referrals/balance';

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

/** The priced lines of a later period: (rent + insurance) × months, without the first period's discounts, VAT of the country now. */
export function laterPeriodLines(
  c: Pick<typeof rentalContract.$inferSelect, 'country' | 'rentMonthlyMinor' | 'insuranceMonthlyMinor'>,
  months: number,
): PricedLine[] {
  const vat = vatPercentOfCountry[c.country as OperatingCountry];
  const lines = [lineOf('RENT', months, c.rentMonthlyMinor, vat)];
  if (c.insuranceMonthlyMinor > 0) lines.push(lineOf('INSURANCE', months, c.insuranceMonthlyMinor, vat));
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

/**
 * Bills the next invoicing period of a contract, inside the caller's transaction: an unpaid rent
 * (INVOICE_SUBMITTED, paying status CREATED, due on the period's first day or today when later) and
 * its invoice, numbered in the country's gap-free series (its PDF rendered moments later by the
 * render job). The buyer is the one of the contract's latest invoice. The contract row is locked
 * first and the period follows `billed_through` (the latest rent's last day), which moves on in the
 * same transaction, so the same period cannot be billed twice; it returns null for a contract that
 * has ended or whose last day comes before the next period. PAYMENT_PROCESSING calls this on each
 * period's first day; the development hook calls it on demand.
 */
export async function issueNextRent(
  tx: Db,
  config: ServerConfig,
  contractId: number,
  today: string,
  payingStatus: 'CREATED' | 'ATTEMPTING_AUTOPAY' = 'CREATED',
): Promise<IssuedRent | null> {
  const [c] = await tx.select().from(rentalContract).where(eq(rentalContract.id, contractId)).for('update');
  if (!c || c.status === 'TERMINATED') return null;
  const lastTo =
    c.billedThrough ??
    (
      await tx
        .select({ to: rent.periodTo })
        .from(rent)
        .where(eq(rent.contractId, c.id))
        .orderBy(desc(rent.periodTo))
        .limit(1)
    )[0]?.to;
  if (!lastTo) return null;
  const period = nextPeriod(lastTo, c.periodMonths, c.terminationAt);
  if (!period) return null;
  const [{ name: boxName, buyer }] = await tx
    .select({
      name: box.name,
      buyer: sql<InvoicingDetails>`(select i.buyer from invoice i join rent r on r.id = i.rent_id where r.contract_id = ${c.id} order by i.id desc limit 1)`,
    })
    .from(box)
    .where(eq(box.id, c.boxId));
  const place = { name: boxName };
  const country = c.country as OperatingCountry;
  const language = c.language as Language;
  const lines = laterPeriodLines(c, period.months);
  const fullMinor = lines.reduce((s, l) => s + l.grossMinor, 0);
  const dueOn = period.from > today ? period.from : today;

  const [row] = await tx
    .insert(rent)
    .values({
      contractId: c.id,
      periodFrom: period.from,
      periodTo: period.to,
      issuedOn: today,
      dueOn,
      amountMinor: fullMinor,
      currency: c.currency,
      status: 'INVOICE_SUBMITTED',
      payingStatus,
    })
    .returning({ id: rent.id });
  // The referral reward account pays what it can of the rent: a discount line, the rent's amount lowered
  // (never below zero), and a rent it pays whole is paid at once.
  const fromReferral = await spendReferralBalance(tx, c.userId, c.currency, row.id, fullMinor);
  if (fromReferral > 0)
    lines.push(lineOf('REFERRAL', 1, -fromReferral, vatPercentOfCountry[c.country as OperatingCountry]));
  const amountMinor = fullMinor - fromReferral;
  const paidByReferral = fromReferral > 0 && amountMinor === 0;
  if (fromReferral > 0) {
    await tx
      .update(rent)
      .set(paidByReferral ? { amountMinor, status: 'PAID', payingStatus: 'PAID', paidAt: sql`now()` } : { amountMinor })
      .where(eq(rent.id, row.id));
  }
  await tx.update(rentalContract).set({ billedThrough: period.to }).where(eq(rentalContract.id, c.id));
  const number = await nextInvoiceNumber(tx, country, Number(today.slice(0, 4)));
  const items = breakdownOf(lines, c.currency as Currency, { language, boxName: place.name, voucherCode: null }).items;
  const invoiceId = await recordInvoice(tx, {
    userId: c.userId,
    rentId: row.id,
    country,
    invoice: {
      language,
      number,
      issuedOn: today,
      dueOn,
      paidOn: paidByReferral ? today : null,
      currency: c.currency,
      seller: sellerOf(config),
      buyer,
      contractNumber: c.businessId,
      paymentProvider: cardProviderOf[country],
      periodFrom: period.from,
      periodTo: period.to,
      items,
    },
  });
  return {
    rentId: row.id,
    invoiceId,
    invoiceNumber: number,
    periodFrom: period.from,
    periodTo: period.to,
    dueOn,
    amountMinor,
    currency: c.currency,
    boxName: place.name,
    items: items.map((i) => ({ name: i.subject, amountMinor: i.totalPriceWithVat.minor, vatPercent: i.vatPercent })),
  };
}
