import { inArray, sql } from 'drizzle-orm';
import type { BoxSize } from '@contract/enums';
import { Language } from '@contract/primitives';
import { sizeClassBounds } from '@contract/warehouse';
import type { AppContext } from '../config/context';
import { queryRows } from '../db/client';
import { freeBoxSubscription } from '../db/schema';
import { appLink } from '../identity/links';
import type { JobStep } from '../jobs/runner';
import { queueMail } from '../mail/outbox';

/** SQL: the box `b` is of the size class in `s.size` (area in cm², bounds of the contract in m²). */
const sizeMatches = sql.join(
  (Object.entries(sizeClassBounds) as [BoxSize, { sizeFrom: number; sizeTo: number | null }][]).map(
    ([size, { sizeFrom, sizeTo }]) =>
      sql`(s.size = ${size} and b.width_cm * b.length_cm > ${sizeFrom * 10_000}${sizeTo === null ? sql`` : sql` and b.width_cm * b.length_cm <= ${sizeTo * 10_000}`})`,
  ),
  sql` or `,
);

/**
 * "Tell me when a box is free": finds open subscriptions whose warehouse (still operating) has a free
 * box of the size asked for (any size when none), and in one transaction queues one e-mail per
 * subscriber in their language and sets notified_at. Rows are claimed FOR UPDATE SKIP LOCKED, so two
 * instances never e-mail the same subscriber, and the e-mail exists exactly when notified_at is set.
 */
export async function notifyFreeBoxSubscribers({ db, config }: AppContext, limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await queryRows<{ id: number; email: string; language: string; warehouse_id: number; name: string }>(
      tx,
      sql`
      select s.id, s.email, s.language, s.warehouse_id, w.name
      from free_box_subscription s join warehouse w on w.id = s.warehouse_id
      where s.notified_at is null and not w.deactivated and w.free_box_count > 0
        and (s.size is null or exists (
          select 1 from box b where b.warehouse_id = s.warehouse_id and b.active and b.occupancy = 'FREE' and (${sizeMatches})))
      order by s.id limit ${limit}
      for update of s skip locked`,
    );
    for (const s of due) {
      await queueMail(tx, {
        to: s.email,
        language: Language.catch('EN').parse(s.language),
        template: 'free-box',
        params: { name: null, link: appLink(config, `/location/${s.warehouse_id}`), warehouseName: s.name },
      });
    }
    if (due.length)
      await tx
        .update(freeBoxSubscription)
        .set({ notifiedAt: sql`now()` })
        .where(
          inArray(
            freeBoxSubscription.id,
            due.map((s) => Number(s.id)),
          ),
        );
    return due.length;
  });
}

/** The free-box e-mails as a step of the job runner: every minute, 100 subscribers at a time. */
export const freeBoxNotificationStep = (ctx: AppContext): JobStep => ({
  name: 'notify-free-box',
  everyMs: 60_000,
  batch: 100,
  run: () => notifyFreeBoxSubscribers(ctx, 100),
});
