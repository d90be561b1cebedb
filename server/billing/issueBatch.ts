import { inArray, sql } from 'drizzle-orm';
import type { OperatingCountry } from '@contract/countries';
import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import { box, rent, rentalContract } from '../db/schema';
import { recordInvoices } from '../rentals/documents';
import { nextInvoiceNumbers } from '../rentals/numbers';
import {
  issuedRentOf,
  issueNextRent,
  type IssuedRent,
  lastBilledDayOf,
  latestBuyerOf,
  planNextRent,
  rentInvoiceOf,
  rentValues,
} from './billing';
import { recurringVoucherOf } from './recurringVoucher';

export type PayingStatus = 'CREATED' | 'ATTEMPTING_AUTOPAY';

/**
 * Bills the next period of many contracts of one country at once, inside the caller's transaction,
 * exactly as issueNextRent bills one: the same rent, invoice and number rules, in a handful of
 * statements for the whole batch instead of about ten per contract (the nightly run bills thousands).
 * The caller has locked the contract rows (the run claims them FOR UPDATE). The invoice numbers are
 * taken as one consecutive block of the country's series, under the series row's lock like a single
 * number. A contract whose customer has a referral reward account in its currency is billed by
 * issueNextRent, which spends the balance under the customer's row lock. Returns the issued rent of
 * each contract billed; a contract with nothing to bill is left out.
 */
export async function issueNextRents(
  tx: Db,
  config: ServerConfig,
  country: OperatingCountry,
  contracts: { id: number; payingStatus: PayingStatus }[],
  today: string,
): Promise<Map<number, IssuedRent>> {
  const issued = new Map<number, IssuedRent>();
  if (!contracts.length) return issued;
  const statusOf = new Map(contracts.map((c) => [c.id, c.payingStatus]));
  const rows = await tx
    .select({
      c: rentalContract,
      boxName: box.name,
      buyer: latestBuyerOf(sql`${rentalContract.id}`),
      everyPeriod: recurringVoucherOf(sql`${rentalContract.orderId}`),
      lastTo: lastBilledDayOf({ id: sql`${rentalContract.id}`, billedThrough: sql`${rentalContract.billedThrough}` }),
      hasRewards: sql<boolean>`exists (select 1 from referral_transaction t
        where t.user_id = ${rentalContract.userId} and t.currency = ${rentalContract.currency})`,
    })
    .from(rentalContract)
    .innerJoin(box, sql`${box.id} = ${rentalContract.boxId}`)
    .where(inArray(rentalContract.id, [...statusOf.keys()]))
    .orderBy(rentalContract.billedThrough, rentalContract.id);

  const planned = [];
  for (const row of rows) {
    if (row.hasRewards) {
      const one = await issueNextRent(tx, config, row.c.id, today, statusOf.get(row.c.id));
      if (one) issued.set(row.c.id, one);
      continue;
    }
    const plan = planNextRent(row.c, row.lastTo, today, row.everyPeriod);
    if (plan) planned.push({ ...row, plan });
  }
  if (!planned.length) return issued;

  const rents = await tx
    .insert(rent)
    .values(planned.map((p) => rentValues(p.c, p.plan, today, statusOf.get(p.c.id)!)))
    .returning({ id: rent.id });
  await tx.execute(sql`
    update rental_contract c set billed_through = v.billed_through::date
    from (values ${sql.join(
      planned.map((p) => sql`(${p.c.id}::int, ${p.plan.period.to})`),
      sql`, `,
    )}) as v(id, billed_through)
    where c.id = v.id`);
  const numbers = await nextInvoiceNumbers(tx, country, Number(today.slice(0, 4)), planned.length);
  const invoices = planned.map((p, i) =>
    rentInvoiceOf(config, p.c, p.plan, p.plan.lines, {
      number: numbers[i],
      today,
      paidOn: null,
      boxName: p.boxName,
      buyer: p.buyer,
    }),
  );
  const invoiceIds = await recordInvoices(
    tx,
    planned.map((p, i) => ({ userId: p.c.userId, rentId: rents[i].id, country: p.c.country, invoice: invoices[i] })),
  );
  for (const [i, p] of planned.entries())
    issued.set(p.c.id, issuedRentOf(rents[i].id, invoiceIds[i], p.plan, invoices[i], p.plan.fullMinor, p.boxName));
  return issued;
}
