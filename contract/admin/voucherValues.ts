/**
 * The vouchers' plain values, without zod: the console's screens offer and check them, and
 * contract/admin/vouchers.ts builds its schemas from them.
 */

/** PERCENT takes a share of the rent it discounts; AMOUNT a fixed sum in one currency. */
export const voucherKinds = ['PERCENT', 'AMOUNT'] as const;

/**
 * The largest share of a rent a voucher takes, in per cent: a card payment always remains, as the
 * first one sets up the recurring payments (the same cap the pricing applies to an AMOUNT voucher).
 */
export const MAX_VOUCHER_PERCENT = 90;

/** A code customers type: 3 to 32 letters, digits or dashes, upper-cased when stored. */
export const VOUCHER_CODE = /^[A-Z0-9][A-Z0-9-]{1,30}[A-Z0-9]$/;
