import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rentalContract } from '../db/schema';

/** Contracts in these states still bind the client: the account cannot be cancelled while one exists. */
export const BINDING_CONTRACT_STATUSES = ['ACTIVE', 'TERMINATING'] as const;

export async function hasActiveContracts(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: rentalContract.id })
    .from(rentalContract)
    .where(and(eq(rentalContract.userId, userId), inArray(rentalContract.status, [...BINDING_CONTRACT_STATUSES])))
    .limit(1);
  return rows.length > 0;
}
