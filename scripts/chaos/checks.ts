/**
 * What must hold after a billing run that lost an instance (written as hash joins, so a reading of
 * thousands of contracts takes moments and the harness sees the books as they are): read from the product's tables and the
 * sandbox provider's own books (sandbox_payment), which know what was charged whatever our side
 * recorded.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '@server/db/client';

export interface Books {
  /** Contracts with a rent for the due period, and with more than one. */
  billed: number;
  billedTwice: number;
  /** Charges at the provider, order numbers charged more than once, and charges not recorded on our row. */
  charges: number;
  chargedTwice: number;
  unrecorded: number;
  /** Payments still open (CREATED or PENDING): the run has not finished settling. */
  open: number;
  /** "Card payment failed" e-mails for a rent whose card was charged, or never tried. */
  wrongFailureMails: number;
  /** Declined charges, and the failure e-mails (one each). */
  declined: number;
  failureMails: number;
  /** Rents still asked of the customer although the provider charged them. */
  askedToPayCharged: number;
  /** Runs of PAYMENT_PROCESSING still IN_PROGRESS, and FAILED. */
  runsInProgress: number;
  runsFailed: number;
}

export async function readBooks(db: Db, dueDay: string): Promise<Books> {
  const [b] = await queryRows<Books>(
    db,
    sql`
    with due as (select r.* from rent r where r.period_from = ${dueDay}::date),
    autopay as (
      select p.*, rp.rent_id from payment p join rent_payment rp on rp.payment_id = p.id
      where rp.kind = 'AUTOPAY' and rp.rent_id in (select id from due)),
    charges as (select sp.* from sandbox_payment sp where sp.parent_id is not null
      and sp.order_number in (select order_number from autopay)),
    failure_mails as (select n.subject_key::int as rent_id from billing_notice n
      where n.kind = 'CHARGE_DECLINED' and n.subject_key::int in (select id from due))
    select
      (select count(distinct contract_id) from due)::int as billed,
      (select count(*) from (select contract_id from due group by contract_id having count(*) > 1) x)::int as "billedTwice",
      (select count(*) from charges)::int as charges,
      (select count(*) from (select order_number from charges group by order_number having count(*) > 1) x)::int as "chargedTwice",
      (select count(*) from charges c left join autopay a on a.provider_payment_id = c.id
        and a.state = case c.state when 'PAID' then 'PAID' when 'DECLINED' then 'FAILED' else a.state end
        where a.id is null)::int as unrecorded,
      (select count(*) from autopay where state in ('CREATED', 'PENDING'))::int as open,
      (select count(*) from failure_mails f left join (
        select distinct a.rent_id from autopay a join charges c on c.order_number = a.order_number
        where c.state = 'DECLINED') d on d.rent_id = f.rent_id
        where d.rent_id is null)::int as "wrongFailureMails",
      (select count(*) from charges where state = 'DECLINED')::int as declined,
      (select count(*) from failure_mails)::int as "failureMails",
      (select count(distinct r.id) from due r join autopay a on a.rent_id = r.id
        join charges c on c.order_number = a.order_number
        where r.status <> 'PAID' and c.state = 'PAID')::int as "askedToPayCharged",
      (select count(*) from job_run where job = 'PAYMENT_PROCESSING' and status = 'IN_PROGRESS')::int as "runsInProgress",
      (select count(*) from job_run where job = 'PAYMENT_PROCESSING' and status = 'FAILED')::int as "runsFailed"`,
  );
  return b;
}

/** The run is over: every contract billed, every charge settled and recorded, no run in progress. */
export const complete = (b: Books, contracts: number): boolean =>
  b.billed === contracts && b.open === 0 && b.unrecorded === 0 && b.runsInProgress === 0;

/** What must hold once it is over; each failed rule named. */
export function problems(b: Books, contracts: number): string[] {
  const out: string[] = [];
  if (b.billed !== contracts) out.push(`${contracts - b.billed} contracts not billed`);
  if (b.billedTwice) out.push(`${b.billedTwice} contracts billed twice for one period`);
  if (b.chargedTwice) out.push(`${b.chargedTwice} rents charged twice`);
  if (b.unrecorded) out.push(`${b.unrecorded} provider charges not recorded`);
  if (b.open) out.push(`${b.open} payments still open`);
  if (b.wrongFailureMails)
    out.push(`${b.wrongFailureMails} "card payment failed" e-mails for a charged or untried card`);
  if (b.failureMails !== b.declined) out.push(`${b.failureMails} failure e-mails for ${b.declined} declines`);
  if (b.askedToPayCharged) out.push(`${b.askedToPayCharged} customers asked to pay a charged rent`);
  return out;
}
