import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { box, cancellationRequest, rentalContract } from '../db/schema';
import { count, type RunTally } from '../jobs/runs';
import { GatewayError } from '../payments/gateway';
import { notifyFreeBoxSubscribers } from '../warehouses/freeBoxNotifications';
import type { RentalsContext } from './context';

const BATCH = 100;

/**
 * CANCEL_CONTRACTS as of a day: every TERMINATING or EVICTED contract whose last day is before
 * `today` becomes TERMINATED, its termination request is resolved and its box is FREE again, so it
 * can be ordered and the warehouse's "a box is free" subscribers are told (the same e-mail step as
 * any freed box, run at once here). Contracts are claimed FOR UPDATE SKIP LOCKED a batch at a time,
 * so instances running it together share the work and a contract is ended once. Then the stored
 * card of each ended contract stops being chargeable at the provider (its recurrence is voided).
 */
export async function cancelDueContracts(ctx: RentalsContext, today: string, tally: RunTally): Promise<void> {
  for (;;) {
    const ended = await ctx.db.transaction(async (tx) => {
      const due = await queryRows<{ id: number; box_id: number }>(
        tx,
        sql`
        select id, box_id from rental_contract
        where status in ('TERMINATING', 'EVICTED') and termination_at < ${today}::date
        order by termination_at, id limit ${BATCH}
        for update skip locked`,
      );
      if (!due.length) return 0;
      const ids = due.map((c) => Number(c.id));
      await tx.update(rentalContract).set({ status: 'TERMINATED' }).where(inArray(rentalContract.id, ids));
      await tx
        .update(cancellationRequest)
        .set({ resolvedAt: sql`now()` })
        .where(and(inArray(cancellationRequest.contractId, ids), isNull(cancellationRequest.resolvedAt)));
      const freed = await tx
        .update(box)
        .set({ occupancy: 'FREE', heldUntil: null })
        .where(
          and(
            inArray(
              box.id,
              due.map((c) => Number(c.box_id)),
            ),
            eq(box.occupancy, 'RENTED'),
          ),
        )
        .returning({ id: box.id });
      count(tally, 'boxesFreed', freed.length);
      return ids.length;
    });
    tally.processed += ended;
    count(tally, 'terminated', ended);
    if (ended < BATCH) break;
  }
  count(tally, 'subscribersTold', await notifyFreeBoxSubscribers(ctx, 1000));
  await voidEndedRecurrences(ctx, tally);
}

/**
 * Stops the card recurrence of contracts that have ended, so nothing can charge the card again.
 * Claimed by setting `recurrence_voided_at` first (SKIP LOCKED), so one instance asks the provider;
 * a provider that cannot be reached clears the claim and the next run tries again.
 */
async function voidEndedRecurrences(ctx: RentalsContext, tally: RunTally): Promise<void> {
  const claimed = await queryRows<{ id: number; provider: string; provider_payment_id: string }>(
    ctx.db,
    sql`
    with due as (
      select c.id from rental_contract c join payment p on p.id = c.recurring_payment_id
      where c.status = 'TERMINATED' and c.recurrence_voided_at is null and p.recurrence and p.provider_payment_id is not null
      order by c.id limit 500 for update of c skip locked)
    update rental_contract c set recurrence_voided_at = now()
    from due, payment p
    where c.id = due.id and p.id = c.recurring_payment_id
    returning c.id, p.provider, p.provider_payment_id`,
  );
  for (const c of claimed) {
    try {
      await ctx.gateways.of(c.provider).voidRecurrence(c.provider_payment_id);
      count(tally, 'cardRecurrencesStopped');
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      await ctx.db
        .update(rentalContract)
        .set({ recurrenceVoidedAt: null })
        .where(eq(rentalContract.id, Number(c.id)));
      count(tally, 'cardRecurrencesToRetry');
    }
  }
}
