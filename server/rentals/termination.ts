import { and, eq, max, ne, sql } from 'drizzle-orm';
import type { CancellationRequest, FirstPossibleCancellationDate } from '@contract/rental';
import { DateTime } from 'luxon';
import { addDays, todayOf } from '../config/clock';
import type { ServerConfig } from '../config/env';
import type { AppContext } from '../config/context';
import { appUser, box, cancellationRequest, rent, rentalContract, warehouse } from '../db/schema';
import { HttpError } from '../http/httpError';
import { languageOf } from '../identity/users';
import { reachableContract, type ContractRow } from './access';
import { queueTerminationConfirmation } from './terminationMail';

/**
 * The earliest last day of a contract: today plus the notice period (CANCELLATION_NOTICE_DAYS), so
 * the box can be offered again on time; tomorrow once the customer confirmed the box is emptied and
 * cleaned, as there is nothing left to wait for.
 */
export function firstPossibleDay(config: ServerConfig, today: string, evictionConfirmed: boolean): string {
  return addDays(today, evictionConfirmed ? 1 : config.env.CANCELLATION_NOTICE_DAYS);
}

const pendingRequestOf = async (db: AppContext['db'], contractId: number) =>
  (await db.select().from(cancellationRequest).where(eq(cancellationRequest.contractId, contractId)))[0] ?? null;

/**
 * The first-possible-date call: the cancel form's minimum day, and the day a confirmation that the
 * box is emptied ends the contract at the latest (the eviction page names the earlier of it and
 * the notice's last day, as `confirmEviction` sets it).
 */
export async function firstPossibleCancellationDays(
  ctx: AppContext,
  userId: number,
  contractId: number,
  today = todayOf(ctx.config.clock),
): Promise<FirstPossibleCancellationDate> {
  const c = await reachableContract(ctx.db, userId, contractId, 'owner');
  const request = await pendingRequestOf(ctx.db, c.id);
  return {
    from: firstPossibleDay(ctx.config, today, Boolean(request?.evictionConfirmedAt)),
    afterEviction: firstPossibleDay(ctx.config, today, true),
  };
}

/** Whether a termination request of the contract is pending (made and not yet carried out by the job). */
export async function cancellationWasRequested(ctx: AppContext, userId: number, contractId: number): Promise<boolean> {
  const c = await reachableContract(ctx.db, userId, contractId, 'owner');
  const request = await pendingRequestOf(ctx.db, c.id);
  return request !== null && request.resolvedAt === null;
}

/** The last day of the contract's latest paid rent period, or null before any rent is paid. */
async function paidThroughOf(db: AppContext['db'], contractId: number): Promise<string | null> {
  const [row] = await db
    .select({ to: max(rent.periodTo) })
    .from(rent)
    .where(and(eq(rent.contractId, contractId), eq(rent.status, 'PAID')));
  return row?.to ?? null;
}

const alreadyRequested = () =>
  new HttpError(409, 'cancellation/already-requested', 'A termination request of this contract is already pending.');
const notActive = () => new HttpError(409, 'contract/not-active', 'The contract has already ended.');

/**
 * A termination request: the contract becomes TERMINATING with the requested last day, the request
 * is kept with its reasons and note, and a confirmation e-mail naming the last day is queued in the
 * customer's language, all in one transaction under the contract's row lock (two requests at once:
 * the second finds the first). Refused while a rent is unpaid (`cancelContract/unpaid-invoices`),
 * when a request is pending, and for a day before the notice period or more than
 * CANCELLATION_LATEST_DAYS after it (the paid-through day always stays within reach).
 *
 * Rent already paid for days after the last day is not refunded: an issued invoice is never
 * credited. So a last day before the paid-through day is taken only with `acknowledgeForfeit`, the
 * customer's statement that they accept it; without it the request is refused
 * (`cancellation/forfeit-not-acknowledged`), so no caller gives up paid rent without saying so.
 */
export async function requestCancellation(
  ctx: AppContext,
  userId: number,
  contractId: number,
  body: CancellationRequest,
  today = todayOf(ctx.config.clock),
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const c = await reachableContract(tx, userId, contractId, 'owner', true);
    if (c.status === 'TERMINATING' || c.status === 'EVICTED') throw alreadyRequested();
    if (c.status !== 'ACTIVE') throw notActive();
    const unpaid = await tx
      .select({ id: rent.id })
      .from(rent)
      .where(and(eq(rent.contractId, c.id), ne(rent.status, 'PAID')))
      .limit(1);
    if (unpaid.length)
      throw new HttpError(
        409,
        'cancelContract/unpaid-invoices',
        'A rent of this contract is unpaid; pay it before giving notice.',
      );
    const first = firstPossibleDay(ctx.config, today, false);
    const paidThrough = await paidThroughOf(tx, c.id);
    const yearOn = addDays(first, ctx.config.env.CANCELLATION_LATEST_DAYS);
    const latest = paidThrough && paidThrough > yearOn ? paidThrough : yearOn;
    if (body.day < first || body.day > latest || !DateTime.fromISO(body.day).isValid) {
      throw new HttpError(
        400,
        'cancellation/day-out-of-range',
        `The last day must be between ${first} and ${latest}.`,
        [{ path: 'body.day', code: 'cancellation/day-out-of-range' }],
      );
    }
    if (paidThrough && body.day < paidThrough && body.acknowledgeForfeit !== true)
      throw new HttpError(
        409,
        'cancellation/forfeit-not-acknowledged',
        `Rent is paid through ${paidThrough}; rent paid for the days after ${body.day} is not refunded. Send acknowledgeForfeit: true to accept that, or choose ${paidThrough}.`,
      );
    await tx
      .insert(cancellationRequest)
      .values({ contractId: c.id, day: body.day, reasons: body.reasons, note: body.note || null });
    const [ended] = await tx
      .update(rentalContract)
      .set({ status: 'TERMINATING', terminationAt: body.day })
      .where(eq(rentalContract.id, c.id))
      .returning();
    await queueConfirmation(tx, ctx.config, ended, paidThrough);
  });
}

/**
 * The customer confirms the box is emptied and cleaned: the contract becomes EVICTED and, as there
 * is nothing left to wait for, its last day moves to tomorrow when it was later (so no further
 * period is billed); the CANCEL_CONTRACTS job then ends it. Only with a pending termination request.
 */
export async function confirmEviction(
  ctx: AppContext,
  userId: number,
  contractId: number,
  today = todayOf(ctx.config.clock),
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const c = await reachableContract(tx, userId, contractId, 'owner', true);
    const request = await pendingRequestOf(tx, c.id);
    if (request?.evictionConfirmedAt)
      throw new HttpError(409, 'eviction/already-confirmed', 'The box was already confirmed emptied.');
    if (!request || request.resolvedAt || c.status !== 'TERMINATING') {
      throw new HttpError(
        409,
        'eviction/no-termination-request',
        'Eviction can be confirmed only after a termination request.',
      );
    }
    const tomorrow = firstPossibleDay(ctx.config, today, true);
    await tx
      .update(cancellationRequest)
      .set({ evictionConfirmedAt: sql`now()` })
      .where(eq(cancellationRequest.id, request.id));
    await tx
      .update(rentalContract)
      .set({
        status: 'EVICTED',
        terminationAt: c.terminationAt && c.terminationAt < tomorrow ? c.terminationAt : tomorrow,
      })
      .where(eq(rentalContract.id, c.id));
  });
}

async function queueConfirmation(
  tx: AppContext['db'],
  config: ServerConfig,
  c: ContractRow,
  paidThrough: string | null,
): Promise<void> {
  const [place] = await tx
    .select({ boxName: box.name, warehouseName: warehouse.name, user: appUser })
    .from(box)
    .innerJoin(warehouse, eq(warehouse.id, box.warehouseId))
    .innerJoin(appUser, eq(appUser.id, c.userId))
    .where(eq(box.id, c.boxId));
  await queueTerminationConfirmation(tx, config, {
    to: place.user.email,
    language: languageOf(place.user),
    firstName: place.user.firstName,
    contract: c,
    paidThrough,
    boxName: place.boxName,
    warehouseName: place.warehouseName,
  });
}
