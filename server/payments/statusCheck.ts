import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentState } from '@contract/order';
import type { Db } from '../db/client';
import { payment } from '../db/schema';

/** A pending payment is asked about at most this often on behalf of a polling status page. */
const STATUS_CHECK_EVERY_SECONDS = 10;

/**
 * Claims the right to ask the provider about a still-pending payment for a polling status page, by
 * touching its updated_at: concurrent polls (tabs, instances) ask once, and not more often than
 * every few seconds. True when this caller should ask now.
 */
export async function claimStatusCheck(db: Db, paymentId: number): Promise<boolean> {
  const claimed = await db
    .update(payment)
    .set({ updatedAt: sql`now()` })
    .where(
      and(
        eq(payment.id, paymentId),
        inArray(payment.state, ['CREATED', 'PENDING']),
        sql`${payment.updatedAt} < now() - make_interval(secs => ${STATUS_CHECK_EVERY_SECONDS})`,
      ),
    )
    .returning({ id: payment.id });
  return claimed.length > 0;
}

/** A payment row's state as status pages show it: a refund reads as cancelled, anything open as pending. */
export function shownPaymentState(state: string | undefined): z.infer<typeof PaymentState> {
  if (state === 'PAID' || state === 'FAILED' || state === 'CANCELLED') return state;
  if (state === 'REFUNDED') return 'CANCELLED';
  return 'PENDING';
}
