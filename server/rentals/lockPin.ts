import { HttpError } from '../http/httpError';
import type { Db } from '../db/client';
import { reachableContract, RUNNING_CONTRACT_STATUSES } from './access';

/**
 * The box's lock PIN for its owner and the users it is shared with (a live share). A
 * contract that has ended, or whose box was confirmed emptied, no longer gives its PIN: 409.
 */
export async function lockAccessPin(db: Db, userId: number, contractId: number): Promise<string> {
  const c = await reachableContract(db, userId, contractId, 'owner-or-shared');
  if (!RUNNING_CONTRACT_STATUSES.includes(c.status) || !c.lockCode) {
    throw new HttpError(
      409,
      'contract/not-active',
      'The contract has ended or its box was confirmed emptied; its lock PIN is no longer given.',
    );
  }
  return c.lockCode;
}
