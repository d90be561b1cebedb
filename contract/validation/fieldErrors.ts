import type { ZodIssue } from 'zod';
import { isErrorCode, type ErrorCode } from '../errorCodes';

/** A field's problem as the caller sees it: its catalogue code, and the bound a length message states. */
export interface FieldProblem {
  code: ErrorCode;
  /** "At most {limit} characters" / "at least {limit} characters". */
  limit?: number;
}

const valueAt = (root: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    root,
  );

/**
 * What a zod issue means to the person who typed the value, the same in the browser and on the
 * server: a missing or empty value is "Mandatory"; a catalogue code the schema names is itself; a
 * text too long or too short states its bound; anything else is "Incorrect format". `raw` is the
 * input as sent (coerced query numbers report a missing value as NaN, so the raw input decides).
 */
export function problemOf(issue: ZodIssue, raw: unknown): FieldProblem {
  const value = valueAt(raw, issue.path);
  if (value === undefined || value === null || value === '') return { code: 'revalid/rule/basic/not-null' };
  if (isErrorCode(issue.message)) return { code: issue.message };
  if (issue.code === 'too_big' && issue.type === 'string')
    return { code: 'field/too-long', limit: Number(issue.maximum) };
  if (issue.code === 'too_small' && issue.type === 'string')
    return { code: 'field/too-short', limit: Number(issue.minimum) };
  return { code: 'revalid/rule/basic/regex' };
}
