import { and, count, eq, inArray } from 'drizzle-orm';
import type { Currency, OperatingCountry } from '@contract/countries';
import type { Db } from '../db/client';
import { clientOrder, voucher } from '../db/schema';
import { HttpError } from '../http/httpError';
import type { VoucherTerms } from './pricing';

export type VoucherRow = typeof voucher.$inferSelect;

/** Orders in these states hold or used their voucher; CANCELLED ones gave it back. */
export const USING_STATUSES = ['SUBMITTED', 'FAILED', 'FULFILLED'];

export const normaliseCode = (token: string) => token.trim().toUpperCase();

export const findVoucher = async (db: Db, token: string): Promise<VoucherRow | null> =>
  (
    await db
      .select()
      .from(voucher)
      .where(eq(voucher.code, normaliseCode(token)))
      .limit(1)
  )[0] ?? null;

export async function usesOf(db: Db, voucherId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clientOrder)
    .where(and(eq(clientOrder.voucherId, voucherId), inArray(clientOrder.status, USING_STATUSES)));
  return Number(row.n);
}

export const termsOf = (v: VoucherRow): VoucherTerms =>
  v.kind === 'PERCENT' ? { kind: 'PERCENT', percent: v.percent! } : { kind: 'AMOUNT', amountMinor: v.amountMinor! };

/** Whether the voucher can be used for an order in this country and currency now (uses counted separately). */
export function applicable(v: VoucherRow, country: OperatingCountry, currency: Currency, now = new Date()): boolean {
  if (v.validFrom > now || (v.validUntil && v.validUntil <= now)) return false;
  if (v.country && v.country !== country) return false;
  if (v.kind === 'AMOUNT' && v.currency !== currency) return false;
  return true;
}

/** The voucher's terms if it is valid for this order now, else null (unknown, expired, foreign, used up). */
export async function usableVoucher(
  db: Db,
  token: string,
  country: OperatingCountry,
  currency: Currency,
): Promise<VoucherRow | null> {
  const v = await findVoucher(db, token);
  if (!v || !applicable(v, country, currency)) return null;
  if (v.usageLimit !== null && (await usesOf(db, v.id)) >= v.usageLimit) return null;
  return v;
}

export const voucherInvalid = () =>
  new HttpError(409, 'order/voucher-invalid', 'The voucher is no longer valid: it expired or was used up.', [
    { path: 'body.selection.voucherToken', code: 'order/voucher-invalid' },
  ]);

/**
 * Inside the placing transaction: locks the voucher row, so concurrent orders with the same voucher
 * take turns, and checks it again. The order inserted afterwards in the same transaction is the use.
 */
export async function claimVoucher(
  tx: Db,
  token: string,
  country: OperatingCountry,
  currency: Currency,
): Promise<VoucherRow> {
  const [v] = await tx
    .select()
    .from(voucher)
    .where(eq(voucher.code, normaliseCode(token)))
    .for('update');
  if (!v || !applicable(v, country, currency)) throw voucherInvalid();
  if (v.usageLimit !== null && (await usesOf(tx, v.id)) >= v.usageLimit) throw voucherInvalid();
  return v;
}

/** Two demo vouchers (SEED_DEMO): 10 % off anywhere, and 15 € off in Slovakia for the first 100 orders. */
export async function seedDemoVouchers(db: Db): Promise<void> {
  await db
    .insert(voucher)
    .values([
      {
        code: 'WELCOME10',
        kind: 'PERCENT',
        percent: 10,
        description: '10 % off the first invoicing period',
        validFrom: new Date('2026-01-01T00:00:00Z'),
        validUntil: new Date('2031-01-01T00:00:00Z'),
      },
      {
        code: 'BOX15EUR',
        kind: 'AMOUNT',
        amountMinor: 1500,
        currency: 'EUR',
        country: 'SVK',
        description: '15 € off the first invoicing period in Slovakia',
        validFrom: new Date('2026-01-01T00:00:00Z'),
        validUntil: new Date('2031-01-01T00:00:00Z'),
        usageLimit: 100,
      },
    ])
    .onConflictDoNothing();
}
