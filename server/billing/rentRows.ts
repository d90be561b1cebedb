import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payment, rent, rentalContract, rentPayment } from '../db/schema';
import { notFound } from '../http/httpError';

type RentRow = typeof rent.$inferSelect;
type PaymentRow = typeof payment.$inferSelect;

/** The rent `rentId` of `userId`'s contracts, locked when asked; another user's rent is not found. */
export async function ownRent(db: Db, userId: number, rentId: number, lock = false): Promise<RentRow> {
  const query = db
    .select({ rent })
    .from(rent)
    .innerJoin(rentalContract, eq(rentalContract.id, rent.contractId))
    .where(and(eq(rent.id, rentId), eq(rentalContract.userId, userId)));
  const [row] = lock ? await query.for('update', { of: rent }) : await query;
  if (!row) throw notFound('The rent');
  return row.rent;
}

/** The rent's latest card payment, if any. */
export async function latestRentPayment(db: Db, rentId: number, open = false): Promise<PaymentRow | null> {
  const [row] = await db
    .select({ payment })
    .from(rentPayment)
    .innerJoin(payment, eq(payment.id, rentPayment.paymentId))
    .where(and(eq(rentPayment.rentId, rentId), open ? inArray(payment.state, ['CREATED', 'PENDING']) : undefined))
    .orderBy(desc(payment.id))
    .limit(1);
  return row?.payment ?? null;
}
