import type { ZodTypeAny } from 'zod';
import type { ErrorCode } from '@contract/errors';
import { problemOf, type FieldProblem } from '@contract/validation/fieldErrors';

/** A field's message: its catalogue code, or the code with the bound it states ("at most 100 characters"). */
export type FieldMessage = ErrorCode | FieldProblem;

/** The first problem of each field, keyed by its dotted path in the request body (`address.zip`). */
export type FieldErrors = Partial<Record<string, FieldMessage>>;

/** A problem as a form keeps it: the bare code unless the message states a bound. */
export const toFieldMessage = ({ code, limit }: FieldProblem): FieldMessage =>
  limit === undefined ? code : { code, limit };

/**
 * Checks a request body with the contract's own schema: the rules the server applies, before
 * sending, each issue read the way the server reads it (contract/validation/fieldErrors.ts), so a
 * field shows the same message whichever side caught it.
 */
export function validateWith(schema: ZodTypeAny, body: unknown): FieldErrors {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (key && !(key in errors)) errors[key] = toFieldMessage(problemOf(issue, body));
  }
  return errors;
}

/**
 * "Passwords do not match" at once: zod runs the contract's object-level check only after every
 * other field is valid, which would reveal the mismatch one submit later.
 */
export function confirmationErrors(
  password: string,
  confirmation: string,
  field = 'passwordConfirmation',
): FieldErrors {
  return password && confirmation && password !== confirmation ? { [field]: 'passwordsMustMatch' } : {};
}

/** Field errors in the shape of a server refusal's `fields`, for a form that shows both the same way. */
export const asFieldFailures = (errors: FieldErrors): { path: string; code: ErrorCode; limit?: number }[] =>
  Object.entries(errors).flatMap(([path, message]) =>
    !message ? [] : typeof message === 'string' ? [{ path, code: message }] : [{ path, ...message }],
  );

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;
