import type { ApiError, ErrorCode } from '@contract/errors';
import type { IdentityError, IdentityRefusal } from '../identity/errors';

const answers: Record<IdentityRefusal, { status: number; code: ErrorCode }> = {
  'not-signed-in': { status: 401, code: 'unauthorized' },
  'account-removed': { status: 401, code: 'unauthorized' },
  'user-not-found': { status: 404, code: 'not-found' },
  'password-too-common': { status: 400, code: 'password/too-common' },
};

/** The catalogue response of a refusal of identity; a refused field is named with the same code. */
export function identityErrorBody(err: IdentityError): ApiError {
  const { status, code } = answers[err.refusal];
  return { status, code, detail: err.message, ...(err.field ? { fields: [{ path: err.field, code }] } : {}) };
}
