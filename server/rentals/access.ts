import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { addDays } from '../config/clock';
import type { Db } from '../db/client';
import { boxShare, rent, rentalContract } from '../db/schema';
import { notFound } from '../http/httpError';

export type ContractRow = typeof rentalContract.$inferSelect;

/**
 * Who may do something with a contract: its owner only (termination, eviction, payments), or also
 * the users its box is shared with (reading the lock PIN).
 */
export type ContractAccess = 'owner' | 'owner-or-shared';

/** Contracts that are still running: their box opens, and the shares of their box count. */
export const RUNNING_CONTRACT_STATUSES = ['ACTIVE', 'TERMINATING'];

/**
 * A share counts while nobody removed it and its contract runs: shares end with the contract
 * (TERMINATED, EVICTED) without a job, because every reader filters by the contract's status.
 */
export const liveShare = and(isNull(boxShare.removedAt), inArray(rentalContract.status, RUNNING_CONTRACT_STATUSES));

/** Whether `userId` holds a live share of the contract; every 'owner-or-shared' call opens to them. */
async function isSharedWith(db: Db, contractId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: boxShare.id })
    .from(boxShare)
    .innerJoin(rentalContract, eq(rentalContract.id, boxShare.contractId))
    .where(and(eq(boxShare.contractId, contractId), eq(boxShare.sharedWith, userId), liveShare))
    .limit(1);
  return row !== undefined;
}

/**
 * The contract `contractId` as `userId` may reach it, optionally locked for update. Someone else's
 * contract answers exactly like an unknown id (404), so ids cannot be probed.
 */
export async function reachableContract(
  db: Db,
  userId: number,
  contractId: number,
  access: ContractAccess,
  lock = false,
): Promise<ContractRow> {
  const byId = db.select().from(rentalContract).where(eq(rentalContract.id, contractId));
  const [c] = lock ? await byId.for('update') : await byId;
  if (c && (c.userId === userId || (access === 'owner-or-shared' && (await isSharedWith(db, c.id, userId))))) return c;
  throw notFound('The contract');
}

/**
 * The first day a contract's locks stop opening for debt: ACCESS_BLOCK_AFTER_DAYS (`blockAfterDays`)
 * after the due day of its OLDEST unpaid rent. The one rule for "blocked from": the locks apply it,
 * and every overdue reminder names the day it gives, whichever rent the reminder is about.
 */
export const accessBlockedFrom = (oldestUnpaidDueOn: string, blockAfterDays: number): string =>
  addDays(oldestUnpaidDueOn, blockAfterDays);

/**
 * Whether unpaid rent blocks the box's locks today, by accessBlockedFrom; they open again as soon as
 * the rent is paid. `since` is the first blocked day.
 */
export async function debtBlocksAccess(
  db: Db,
  contractId: number,
  today: string,
  blockAfterDays: number,
): Promise<{ blocked: boolean; since: string | null }> {
  const [oldest] = await db
    .select({ dueOn: rent.dueOn })
    .from(rent)
    .where(and(eq(rent.contractId, contractId), ne(rent.status, 'PAID')))
    .orderBy(asc(rent.dueOn))
    .limit(1);
  const since = oldest?.dueOn ? accessBlockedFrom(oldest.dueOn, blockAfterDays) : null;
  return since !== null && since <= today ? { blocked: true, since } : { blocked: false, since: null };
}
