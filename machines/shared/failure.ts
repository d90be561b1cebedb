import { isErrorCode, type ErrorCode } from '@contract/errorCodes';

/** One field-level problem: `path` as the server reports it (`body.phoneNumber`), `code` from the catalogue. */
export interface FieldFailure {
  path: string;
  code: ErrorCode;
  /** The bound a length message states ("at most 100 characters"). */
  limit?: number;
}

/**
 * What a failed call means to a machine and its view: the HTTP status (0 when the server was not
 * reached), the catalogue code the user sees in their language, and the fields it concerns.
 */
export interface Failure {
  status: number;
  code: ErrorCode;
  fields: FieldFailure[];
}

/**
 * The one way to turn a rejection into a Failure: machines call it on every error event, views
 * only read the result. Effects reject with an object carrying `status`, `code` and `fields` (a
 * FailureError, as src/shared/api/apiFailure.ts throws); anything else — a network error, a bug —
 * becomes the catalogue's apology, never a raw message.
 */
export function toFailure(error: unknown): Failure {
  if (error && typeof error === 'object' && 'code' in error && isErrorCode(error.code)) {
    const status = 'status' in error && typeof error.status === 'number' ? error.status : 0;
    const rawFields = 'fields' in error && Array.isArray(error.fields) ? (error.fields as unknown[]) : [];
    const fields = rawFields
      .filter(
        (f): f is FieldFailure =>
          !!f &&
          typeof f === 'object' &&
          typeof (f as FieldFailure).path === 'string' &&
          isErrorCode((f as FieldFailure).code),
      )
      .map(({ path, code, limit }) => (typeof limit === 'number' ? { path, code, limit } : { path, code }));
    return { status, code: error.code, fields };
  }
  return { status: 0, code: 'weApologize', fields: [] };
}

/** The rejection the calls' wrappers throw, so `toFailure` keeps status, code and fields. */
export class FailureError extends Error implements Failure {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly fields: FieldFailure[] = [],
  ) {
    super(`${status} ${code}`);
    this.name = 'FailureError';
  }
}
