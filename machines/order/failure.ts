import type { ErrorCode } from '@contract/errors';
import { toFailure, type Failure } from '../shared/failure';

/** Codes that mean the box cannot be ordered any more: the view links back to the warehouse. */
const unavailableCodes: readonly ErrorCode[] = [
  'Box/is-taken',
  'Order/Box-not-active',
  'Order/Warehouse-deactivated',
  'not-found',
];

export const isUnavailable = (failure: Failure | null): boolean => !!failure && unavailableCodes.includes(failure.code);

/** The field each autoregistration refusal concerns, so the message sits next to it. */
const fieldOfCode: Partial<Record<ErrorCode, string>> = {
  'Autoregistration/email-taken': 'body.email',
  'Autoregistration/phone-taken': 'body.telephoneNumber',
};

/**
 * A refusal of the details check as a Failure whose fields point at the form: the server may name
 * the field itself; when it does not, the code tells which one it is.
 */
export function detailsFailure(error: unknown): Failure {
  const failure = toFailure(error);
  const field = fieldOfCode[failure.code];
  if (field && !failure.fields.some((f) => f.path === field))
    return { ...failure, fields: [...failure.fields, { path: field, code: failure.code }] };
  return failure;
}
