/**
 * The operator console's own error codes: its sign-in and set-up, staff, vouchers, messages, boxes,
 * prices and the warehouse editor. Apart from the list every page carries (contract/errorCodes.ts),
 * so a customer's page is not made larger by them; they become known codes where
 * contract/admin/errorCodes.ts is imported. Each has a message in every locale under `errors.<code>`.
 */
export const consoleErrorCodes = [
  /** A staff sign-in or set-up code that is wrong, from another time window, or already used. */
  'staff/invalid-code',
  /** A staff sign-in whose second step came too late or after too many wrong codes: start again. */
  'staff/sign-in-expired',
  /** A staff set-up link that is unknown, used or expired. */
  'staff/setup-link-invalid',
  /** Inviting a staff member with an e-mail another staff account has. */
  'staff/email-exists',
  /** An admin changing their own role, disabling or resetting their own account (another admin does it). */
  'staff/own-account',
  /** Resetting the sign-in of a disabled staff account: enable it first. */
  'staff/disabled',
  /** Creating a voucher with a code another voucher has (codes are compared upper-cased). */
  'voucher/code-exists',
  /** Changing the terms of a voucher an order used: only its description, end and usage limit change then. */
  'voucher/terms-fixed',
  /** A usage limit below the orders that already used the voucher. */
  'voucher/limit-below-uses',
  /** An amount voucher of a country in another currency than the country's: no order could use it. */
  'voucher/currency-not-country',
  /** A voucher's validity that ends before it starts. */
  'voucher/ends-before-start',
  /** An informational message shown until before it starts. */
  'message/ends-before-start',
  /** An informational message for one customer, naming an e-mail no customer account has. */
  'message/unknown-customer',
  /** A box name another box of the warehouse has. */
  'box/name-taken',
  /** A box placed (partly) outside its floor's plan. */
  'box/outside-plan',
  /** Blocking a box held by an order or rented: a box is never blocked from under its customer. */
  'box/occupied',
  /** Deleting a box that was ever ordered: its orders, contracts and invoices name it. */
  'box/ordered',
  /** A price change from a day already past: prices are set for today or later. */
  'price/effective-in-past',
  /** Withdrawing a price change already in effect: a newer change replaces it. */
  'price/already-effective',
  /** A time of access hours not written HH:MM (00:00–24:00). */
  'warehouse/hours-time',
  /** An interval of access hours without a day, or with a day twice. */
  'warehouse/hours-days',
  /** An interval of access hours that ends before it starts. */
  'warehouse/hours-order',
  /** The same extra closed day twice. */
  'warehouse/closed-day-twice',
  /** A branch code that is not 2–10 letters or digits. */
  'warehouse/branch-code',
  /** A branch code another warehouse has. */
  'warehouse/branch-code-taken',
  /** An uploaded photo that is not a picture of the type it claims (or too large a picture). */
  'warehouse/photo-unreadable',
  /** A warehouse that has as many photos as the gallery takes. */
  'warehouse/too-many-photos',
] as const;
export type ConsoleErrorCode = (typeof consoleErrorCodes)[number];
