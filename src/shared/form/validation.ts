import type { ZodIssue, ZodTypeAny } from 'zod';
import { errorCodes, type ErrorCode } from '../../../contract/errors';

/** The first problem of each field, keyed by its dotted path in the request body (`address.zip`). */
export type FieldErrors = Partial<Record<string, ErrorCode>>;

const catalogue = new Set<string>(errorCodes);

const valueAt = (root: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), root);

/**
 * The same mapping as the server's (server/http/errorHandler.ts), so a field shows the same message
 * whether the browser or the server caught it: empty is "Mandatory", a catalogue code named by the
 * contract's schema is itself, anything else is "Incorrect format".
 */
function issueCode(issue: ZodIssue, body: unknown): ErrorCode {
  const value = valueAt(body, issue.path);
  if (value === undefined || value === null || value === '') return 'revalid/rule/basic/not-null';
  if (catalogue.has(issue.message)) return issue.message as ErrorCode;
  return 'revalid/rule/basic/regex';
}

/** Checks a request body with the contract's own schema: the rules the server applies, before sending. */
export function validateWith(schema: ZodTypeAny, body: unknown): FieldErrors {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (key && !(key in errors)) errors[key] = issueCode(issue, body);
  }
  return errors;
}

/**
 * "Passwords do not match" at once: zod runs the contract's object-level check only after every
 * other field is valid, which would reveal the mismatch one submit later.
 */
export function confirmationErrors(password: string, confirmation: string, field = 'passwordConfirmation'): FieldErrors {
  return password && confirmation && password !== confirmation ? { [field]: 'passwordsMustMatch' } : {};
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
