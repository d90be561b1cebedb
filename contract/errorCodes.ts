/**
 * The error codes and the shape of the error envelope as plain values, without zod: the browser
 * reads failed answers with these on every page, and zod (what contract/errors.ts builds the same
 * envelope's schema with, for the server and the forms) stays out of its first load.
 */
import type { ConsoleErrorCode } from './admin/consoleErrorCodes';

/**
 * Error codes a caller can receive. The first group is the original API's error catalogue verbatim;
 * the second group names its "other messages" and the generic HTTP failures it does not
 * list but every API needs (unknown id, malformed body, rate limit …). Each code has a message in
 * every locale under `errors.<code>`, so the app never shows a raw code.
 */
export const catalogueErrorCodes = [
  'unexpected',
  'invalid-credentials',
  'invalid-login-request',
  'revalid/rule/basic/not-null',
  'revalid/rule/basic/regex',
  'phoneNumber-invalid',
  'passwordsMustMatch',
  'mustBeChecked',
  'registration/email-exists',
  'registration/phone-exists',
  'auth/invalid-password',
  'Autoregistration/email-taken',
  'Autoregistration/phone-taken',
  'Box/is-taken',
  'Order/Warehouse-deactivated',
  'Order/Box-not-active',
  'weApologize',
  'sms/invalid-number',
  'password-reset/invalid-token',
  'lock-v2/too-far-away',
  'lock-v2/lock-is-out-of-time',
  'boxSharing/user-email-not-found',
  'cancelContract/unpaid-invoices',
  'verification/invalid',
] as const;

/** Our additions, designed where the spec says "not shown". */
export const additionalErrorCodes = [
  'not-found',
  'bad-request',
  'payload-too-large',
  'unsupported-media-type',
  'rate-limited',
  'unauthorized',
  'forbidden',
  'password/too-weak',
  'account/active-contracts',
  'chatbot/failure',
  'service-access/invalid-link',
  'service-access/token-expired',
  'service-access/token-not-yet-valid',
  'payment/unsuccessful',
  'cancellation/already-requested',
  'eviction/already-confirmed',
  'notify-me/already-registered',
  'maintenance',
  /** Login with the right password on an account whose e-mail is not confirmed yet. */
  'account/email-not-verified',
  /** A save based on an older version of the data than the stored one (profile invoicing details). */
  'stale-version',
  /** Placing an order with a voucher that expired or was used up since the summary. */
  'order/voucher-invalid',
  /** Retrying the payment of an order whose box hold has ended: start a new order. */
  'order/hold-expired',
  /** Retrying the payment of an order that is paid or whose payment is still being processed. */
  'order/not-retryable',
  /** Cancelling an order that is paid (or whose payment went through meanwhile). */
  'order/not-cancellable',
  /** A text longer than its field allows; `limit` in the field error is the most it takes. */
  'field/too-long',
  /** A text shorter than its field needs; `limit` in the field error is the least it takes. */
  'field/too-short',
  /** A postcode that does not fit the address's country. */
  'postcode-invalid',
  /** A company number (IČO, NIP, CUI …) that does not fit its country's format or check digit. */
  'companyId-invalid',
  /** An IBAN with a wrong length, format or check digits. */
  'iban-invalid',
  /** One of the most used passwords (or a date): the first an attacker tries. */
  'password/too-common',
  /** Paying a rent that is already paid. */
  'rent/already-paid',
  /** Paying a rent while its automatic charge or another payment of it is being processed. */
  'rent/payment-in-progress',
  /** An operation that needs a running contract (lock PIN, termination) on one that has ended or is ending. */
  'contract/not-active',
  /** A termination day before the first possible day or more than a year after it. */
  'cancellation/day-out-of-range',
  /**
   * A termination day before the contract's paid-through day without the customer's acknowledgement
   * that the rent paid for the days after it is not refunded.
   */
  'cancellation/forfeit-not-acknowledged',
  /** Confirming eviction of a contract without a pending termination request. */
  'eviction/no-termination-request',
  /** Unlocking while a rent of the contract is unpaid past the grace days; paying it opens the locks again. */
  'lock-v2/rent-overdue',
  /** The lock's controller did not acknowledge the unlock in time; it is not reported open. */
  'lock-v2/no-response',
  /** The lock's controller answered that it stays locked (out of service). */
  'lock-v2/lock-refused',
  /** Granting an unlock token for a window that ends in the past or lasts longer than allowed. */
  'unlock-token/window-invalid',
  /** The box's camera did not answer with a picture in time; trying again later may work. */
  'camera/unavailable',
] as const;

/** The codes every page knows; the operator console's own (contract/admin/errorCodes.ts) come with its chunk. */
export const errorCodes = [...catalogueErrorCodes, ...additionalErrorCodes] as const;
export type ErrorCode = (typeof errorCodes)[number] | ConsoleErrorCode;

const knownCodes = new Set<string>(errorCodes);
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && knownCodes.has(value);

/**
 * Makes more codes known to isErrorCode and apiErrorOf: the console's, when its contract loads (in the
 * console's chunk and on the server), so a customer's page never carries them.
 */
export function knowErrorCodes(codes: readonly string[]): void {
  for (const code of codes) knownCodes.add(code);
}

/** A field-level problem of an error envelope (the FieldError schema in contract/errors.ts). */
export interface ApiFieldError {
  path: string;
  code: ErrorCode;
  limit?: number;
}

/** The error envelope every failing call answers with (the ApiError schema in contract/errors.ts). */
export interface ApiErrorBody {
  status: number;
  code: ErrorCode;
  detail: string;
  fields?: ApiFieldError[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function fieldErrorOf(value: unknown): ApiFieldError | null {
  if (!isRecord(value) || typeof value.path !== 'string' || !isErrorCode(value.code)) return null;
  if (value.limit === undefined) return { path: value.path, code: value.code };
  return isInteger(value.limit) ? { path: value.path, code: value.code, limit: value.limit } : null;
}

/**
 * The body as an error envelope when it is one, by the same rules as the ApiError schema (a status
 * from 400 to 599, a code of the catalogue, a detail, well-formed field errors; other keys are
 * dropped), else null: a body that is not an envelope, or names a code this build does not know,
 * is not read at all, so the caller falls back to a generic message.
 */
export function apiErrorOf(body: unknown): ApiErrorBody | null {
  if (!isRecord(body) || !isInteger(body.status) || body.status < 400 || body.status > 599) return null;
  if (!isErrorCode(body.code) || typeof body.detail !== 'string') return null;
  const envelope: ApiErrorBody = { status: body.status, code: body.code, detail: body.detail };
  if (body.fields === undefined) return envelope;
  if (!Array.isArray(body.fields)) return null;
  const fields = body.fields.map(fieldErrorOf);
  if (fields.some((field) => field === null)) return null;
  return { ...envelope, fields: fields as ApiFieldError[] };
}
