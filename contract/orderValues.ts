/**
 * The order's references and vouchers as plain rules, without zod: the browser checks a stored
 * order draft with them on the order pages' first load. contract/order.ts builds its schemas from them.
 */

/** An order's public reference: 22 URL-safe characters. */
export const ORDER_REFERENCE = /^[A-Za-z0-9_-]{22}$/;

/** The longest discount coupon code. */
export const VOUCHER_TOKEN_MAX = 64;
