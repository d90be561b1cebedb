import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { Currency, currencyOfCountry, OperatingCountry } from '../countries';
import { withConsoleErrors } from './errors';
import { Id, IdParam, INT4_MAX, IsoDateTime } from '../primitives';
import { staffAuth } from '../routeMeta';
import { consoleRoles } from './values';
import { MAX_VOUCHER_PERCENT, VOUCHER_CODE, voucherKinds } from './voucherValues';

const c = initContract();

export const VoucherKind = z.enum(voucherKinds);

/** A voucher as the console lists it, with how many orders hold or used it. */
export const AdminVoucher = z.object({
  id: Id,
  code: z.string(),
  kind: VoucherKind,
  percent: z.number().int().nullable(),
  amountMinor: z.number().int().nullable(),
  currency: Currency.nullable(),
  /** Only for warehouses in this country; null for every country. */
  country: OperatingCountry.nullable(),
  description: z.string().nullable(),
  validFrom: IsoDateTime,
  validUntil: IsoDateTime.nullable(),
  usageLimit: z.number().int().nullable(),
  /** The discount applies to every period's rent of the contract, not only the first. */
  everyPeriod: z.boolean(),
  /** Orders that hold or used it (a cancelled order gave its use back). */
  uses: z.number().int().nonnegative(),
  createdAt: IsoDateTime,
});
export type AdminVoucher = z.infer<typeof AdminVoucher>;
export const AdminVoucherList = z.object({ vouchers: z.array(AdminVoucher) });

const Count = z.number().int().positive().max(INT4_MAX);

/** What a voucher is: its terms and when and where it can be used. The code is given once, at creation. */
const voucherTerms = z.object({
  kind: VoucherKind,
  percent: z.number().int().min(1).max(MAX_VOUCHER_PERCENT).nullable(),
  amountMinor: Count.nullable(),
  currency: Currency.nullable(),
  country: OperatingCountry.nullable(),
  description: z.string().trim().max(200).nullable(),
  validFrom: IsoDateTime,
  validUntil: IsoDateTime.nullable(),
  usageLimit: Count.nullable(),
  everyPeriod: z.boolean(),
});
type VoucherTerms = z.infer<typeof voucherTerms>;

/**
 * The rules between fields: a PERCENT voucher has a percentage (its amount is dropped), an AMOUNT one
 * an amount and a currency, the currency of its country when it has one (else no order could use it);
 * a validity that ends ends after it starts.
 */
function checkTerms(v: VoucherTerms, ctx: z.RefinementCtx): void {
  const mandatory = (path: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message: 'revalid/rule/basic/not-null' });
  if (v.kind === 'PERCENT' && v.percent === null) mandatory('percent');
  if (v.kind === 'AMOUNT') {
    if (v.amountMinor === null) mandatory('amountMinor');
    if (v.currency === null) mandatory('currency');
    else if (v.country !== null && currencyOfCountry[v.country] !== v.currency)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'voucher/currency-not-country' });
  }
  if (v.validUntil !== null && Date.parse(v.validUntil) <= Date.parse(v.validFrom))
    ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'voucher/ends-before-start' });
}

/** Only the fields of the voucher's kind are kept; an empty description is none. */
const normalised = <T extends VoucherTerms>(v: T): T => ({
  ...v,
  percent: v.kind === 'PERCENT' ? v.percent : null,
  amountMinor: v.kind === 'AMOUNT' ? v.amountMinor : null,
  currency: v.kind === 'AMOUNT' ? v.currency : null,
  description: v.description || null,
});

export const VoucherCode = z.string().trim().toUpperCase().regex(VOUCHER_CODE);

export const VoucherCreate = voucherTerms.extend({ code: VoucherCode }).superRefine(checkTerms).transform(normalised);
export type VoucherCreate = z.infer<typeof VoucherCreate>;
/** A change: every field but the code. Once the voucher is used, only its description, end and limit (voucherFieldsAfterUse). */
export const VoucherUpdate = voucherTerms.superRefine(checkTerms).transform(normalised);
export type VoucherUpdate = z.infer<typeof VoucherUpdate>;

const adminOnly = staffAuth(...consoleRoles.vouchers);

export const adminVouchersContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/api/admin/vouchers',
      responses: withConsoleErrors({ 200: AdminVoucherList }, 401, 403),
      metadata: adminOnly,
      summary: 'Every voucher with its terms, validity and uses, newest first',
    },
    create: {
      method: 'POST',
      path: '/api/admin/vouchers',
      body: VoucherCreate,
      // 409 `voucher/code-exists`.
      responses: withConsoleErrors({ 201: AdminVoucher }, 401, 403, 409),
      metadata: adminOnly,
      summary: 'Create a voucher; its code is upper-cased and unique',
    },
    update: {
      method: 'PUT',
      path: '/api/admin/vouchers/:id',
      pathParams: IdParam,
      body: VoucherUpdate,
      // 409 `voucher/terms-fixed` (a used voucher's terms) or `voucher/limit-below-uses`.
      responses: withConsoleErrors({ 200: AdminVoucher }, 401, 403, 404, 409),
      metadata: adminOnly,
      summary: 'Change a voucher; once used, only its description, end of validity and usage limit',
    },
    end: {
      method: 'POST',
      path: '/api/admin/vouchers/:id/end',
      pathParams: IdParam,
      body: c.noBody(),
      responses: withConsoleErrors({ 200: AdminVoucher }, 401, 403, 404),
      metadata: adminOnly,
      summary: 'End a voucher now: no new order can use it (contracts ordered with it keep their discount)',
    },
  },
  { strictStatusCodes: true },
);
