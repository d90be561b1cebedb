import { errorCodes, type ErrorCode } from '../../contract/errors';
import type { FieldErrors, NotifyMeField } from './validation';

/** What the subscribe effect rejects with: the API's error envelope, or anything else (network). */
export interface SubscribeFailure {
  status?: number;
  code?: string;
  fields?: { path: string; code: string }[];
}

export type NotifyMeFailure =
  | { kind: 'already-registered' }
  | { kind: 'fields'; fieldErrors: FieldErrors }
  | { kind: 'general'; code: ErrorCode };

const fields: readonly NotifyMeField[] = ['email', 'phoneNumber', 'size'];
const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && (errorCodes as readonly string[]).includes(code);

/**
 * One place that turns a failed subscription into what the form shows: a repeat is friendly
 * information (409 `notify-me/already-registered`), field problems go next to their fields, and
 * anything else is one message (a missing route or a server failure is "we apologise").
 */
export function classifyFailure(error: unknown): NotifyMeFailure {
  const failure = (error ?? {}) as SubscribeFailure;
  if (failure.code === 'notify-me/already-registered') return { kind: 'already-registered' };
  const fieldErrors: FieldErrors = {};
  for (const problem of failure.fields ?? []) {
    const field = fields.find((f) => problem.path === f);
    if (field) fieldErrors[field] = isErrorCode(problem.code) ? problem.code : 'revalid/rule/basic/regex';
  }
  if (Object.keys(fieldErrors).length > 0) return { kind: 'fields', fieldErrors };
  const specific = failure.status !== undefined && failure.status < 500 && failure.status !== 404 && isErrorCode(failure.code);
  return { kind: 'general', code: specific ? (failure.code as ErrorCode) : 'weApologize' };
}
