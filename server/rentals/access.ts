import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rentalContract } from '../db/schema';
import { notFound } from '../http/httpError';

export type ContractRow = typeof rentalContract.$inferSelect;

/**
 * Who may do something with a contract: its owner only (termination, eviction, payments), or also
 * the users its box is shared with (reading the lock PIN).
 */
export type ContractAccess = 'owner' | 'owner-or-shared';

/**
 * Box sharing is not built yet, so no contract is shared with anyone and only owners see a
 * contract. When sharing exists, this answers whether `userId` holds a live share of the contract;
 * every 'owner-or-shared' call then opens to them without further change.
 */
async function isSharedWith(_db: Db, _contractId: number, _userId: number): Promise<boolean> {
  return false;
}

/**
 * The contract `contractId` as `userId` may reach it, optionally locked for update. Someone else's
 * contract answers exactly like an unknown id (404), so ids cannot be probed.
 */
export async function reachableContract(db: Db, userId: number, contractId: number, access: ContractAccess, lock = false): Promise<ContractRow> {
  const byId = db.select().from(rentalContract).where(eq(rentalContract.id, contractId));
  const [c] = lock ? await byId.for('update') : await byId;
  if (c && (c.userId === userId || (access === 'owner-or-shared' && (await isSharedWith(db, c.id, userId))))) return c;
  throw notFound('The contract');
}

/** Owner-only reads that need no lock: the query itself is scoped by the user. */
export async function ownContract(db: Db, userId: number, contractId: number): Promise<ContractRow> {
  const [c] = await db.select().from(rentalContract).where(and(eq(rentalContract.id, contractId), eq(rentalContract.userId, userId)));
  if (!c) throw notFound('The contract');
  return c;
}
