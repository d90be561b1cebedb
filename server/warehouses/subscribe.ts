import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { NewFreeBoxSubscription } from '@contract/warehouse';
import type { Db } from '../db/client';
import { freeBoxSubscription, warehouse } from '../db/schema';
import { HttpError, notFound } from '../http/httpError';
import { consumeRateLimit } from '../http/rateLimit';

/**
 * Each subscription leads to an e-mail, so both the sender's address and the recipient are limited:
 * nobody can use the form to flood an inbox or the outbox.
 */
export const subscribeLimits = {
  perAddress: { bucket: 'notify-me-ip', limit: 20, windowSeconds: 3600 },
  perEmail: { bucket: 'notify-me-email', limit: 5, windowSeconds: 3600 },
};

/**
 * Records "tell me when a box is free" for a warehouse. One open request per warehouse and e-mail:
 * a repeat answers 409 `notify-me/already-registered` (the partial unique index decides, so two
 * simultaneous requests cannot both register).
 */
export async function subscribeToFreeBox(
  db: Db,
  warehouseId: number,
  request: z.infer<typeof NewFreeBoxSubscription>,
  clientAddress: string,
): Promise<void> {
  const [target] = await db
    .select({ deactivated: warehouse.deactivated })
    .from(warehouse)
    .where(eq(warehouse.id, warehouseId))
    .limit(1);
  if (!target) throw notFound(`Warehouse ${warehouseId}`);
  if (target.deactivated)
    throw new HttpError(409, 'Order/Warehouse-deactivated', 'This warehouse is no longer in operation.');
  await consumeRateLimit(db, subscribeLimits.perAddress, clientAddress);
  await consumeRateLimit(db, subscribeLimits.perEmail, request.email);
  const inserted = await db
    .insert(freeBoxSubscription)
    .values({
      warehouseId,
      email: request.email,
      phoneNumber: request.phoneNumber ?? null,
      size: request.size ?? null,
      language: request.language,
    })
    .onConflictDoNothing()
    .returning({ id: freeBoxSubscription.id });
  if (inserted.length === 0) {
    throw new HttpError(
      409,
      'notify-me/already-registered',
      'A request for this warehouse and e-mail is already registered.',
    );
  }
}
