import type { BoxSize } from '@contract/enums';
import type { ErrorCode } from '@contract/errors';
import type { Language } from '@contract/primitives';
import type { Failure } from '../shared/failure';

export type NotifyMeField = 'email' | 'phoneNumber' | 'size';

/** The form as typed: strings, so an empty optional field is simply `''`. */
export interface NotifyMeValues {
  email: string;
  phoneNumber: string;
  size: BoxSize | '';
}

export type FieldErrors = Partial<Record<NotifyMeField, ErrorCode>>;

export const emptyNotifyMe: NotifyMeValues = { email: '', phoneNumber: '', size: '' };

/**
 * The same rules as the server's schema (contract NewFreeBoxSubscription): e-mail is mandatory and
 * must look like one; a phone number, if given, needs the international prefix. The contract's rules
 * for both load with the first check (they bring zod, which the warehouse page's first load does without).
 */
export async function validateNotifyMe(values: NotifyMeValues): Promise<FieldErrors> {
  const { Email, PhoneNumber } = await import('@contract/primitives');
  const errors: FieldErrors = {};
  if (!values.email.trim()) errors.email = 'revalid/rule/basic/not-null';
  else if (!Email.safeParse(values.email).success) errors.email = 'revalid/rule/basic/regex';
  if (values.phoneNumber.trim() && !PhoneNumber.safeParse(values.phoneNumber).success)
    errors.phoneNumber = 'phoneNumber-invalid';
  return errors;
}

/** The request body: optional fields left out when empty; the language is the interface language. */
export function toSubscription(values: NotifyMeValues, language: Language) {
  return {
    email: values.email.trim(),
    ...(values.phoneNumber.trim() ? { phoneNumber: values.phoneNumber.trim() } : {}),
    ...(values.size ? { size: values.size } : {}),
    language,
  };
}

export type NotifyMeSubscription = ReturnType<typeof toSubscription>;

const fields: readonly NotifyMeField[] = ['email', 'phoneNumber', 'size'];

/**
 * What the form shows for a refused subscription: field problems next to their fields, anything
 * else as one message. A missing route or a server failure is "we apologise", never the raw code.
 */
export function formProblemsOf(failure: Failure): { fieldErrors: FieldErrors; general: ErrorCode | null } {
  const fieldErrors: FieldErrors = {};
  for (const problem of failure.fields) {
    const field = fields.find((f) => problem.path === f || problem.path === `body.${f}`);
    if (field) fieldErrors[field] = problem.code;
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, general: null };
  const specific = failure.status > 0 && failure.status < 500 && failure.status !== 404;
  return { fieldErrors, general: specific ? failure.code : 'weApologize' };
}
