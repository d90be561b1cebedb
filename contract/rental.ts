import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { CancellationReason } from './enums';
import { withErrors } from './errors';
import { IdParam, IsoDate, ValueOf } from './primitives';
import { bearer } from './routeMeta';

const c = initContract();

/**
 * Contract termination request. `day` is the last day of the rent: not before the
 * first-possible-date answer, else 400 with the field `day`. Rent already paid for days after `day`
 * is not refunded, so a `day` before the contract's `paidThrough` needs `acknowledgeForfeit: true`
 * (the customer accepted that), else 409 `cancellation/forfeit-not-acknowledged`.
 */
export const CancellationRequest = z.object({
  day: IsoDate,
  note: z.string().trim().max(2000).nullable(),
  reasons: z.array(CancellationReason).min(1, 'mustBeChecked').max(5),
  acknowledgeForfeit: z.boolean().optional(),
});
export type CancellationRequest = z.infer<typeof CancellationRequest>;

/**
 * `from`: the earliest last day the notice form offers. `afterEviction`: the last day at the latest
 * once the customer confirms the box is emptied, which is tomorrow: confirming moves a later last
 * day to it. Both are days of the server's business calendar.
 */
export const FirstPossibleCancellationDate = z.object({ from: IsoDate, afterEviction: IsoDate });
export type FirstPossibleCancellationDate = z.infer<typeof FirstPossibleCancellationDate>;

/**
 * Operations on one contract; `:id` is the contract id. 404 when the contract is unknown or not
 * visible to the user; 403 when it is only shared with the user and the operation is the owner's
 * (cancellation, eviction). The lock PIN is readable by the owner and by users it is shared with.
 */
export const rentalContractContract = c.router(
  {
    lockAccessPin: {
      method: 'GET',
      path: '/api/client/contract/:id/lock-access-pin',
      pathParams: IdParam,
      // 409 when the contract is not ACTIVE/TERMINATING or its lock has no PIN.
      responses: withErrors({ 200: ValueOf(z.string()) }, 401, 403, 404, 409),
      summary: 'PIN of the box lock of a contract I own or that is shared with me',
    },
    firstPossibleCancellationDate: {
      method: 'GET',
      path: '/api/client/contract/:id/cancellation/first-possible-date',
      pathParams: IdParam,
      responses: withErrors({ 200: FirstPossibleCancellationDate }, 401, 403, 404),
      summary: 'Earliest day the contract can end (the cancel form minimum)',
    },
    cancellationWasRequested: {
      method: 'GET',
      path: '/api/client/contract/:id/cancelation/was-requested',
      pathParams: IdParam,
      responses: withErrors({ 200: ValueOf(z.boolean()) }, 401, 403, 404),
      summary: 'Whether a termination request of this contract is pending',
    },
    requestCancellation: {
      method: 'POST',
      path: '/api/client/contract/:id/cancellation/request',
      pathParams: IdParam,
      body: CancellationRequest,
      // 409 `cancelContract/unpaid-invoices`, `cancellation/already-requested` or
      // `cancellation/forfeit-not-acknowledged`.
      responses: withErrors({ 200: ValueOf(z.boolean()) }, 401, 403, 404, 409),
      summary: 'Request termination of the contract on a day, with reasons and a note',
    },
    evict: {
      method: 'POST',
      path: '/api/client/contract/:id/cancelation/evict',
      pathParams: IdParam,
      body: c.noBody(),
      // 409 `eviction/already-confirmed`, or when no termination request is pending.
      responses: withErrors({ 200: ValueOf(z.boolean()) }, 401, 403, 404, 409),
      summary: 'Confirm the box is emptied (eviction) after a termination request',
    },
  },
  { strictStatusCodes: true, metadata: bearer },
);
