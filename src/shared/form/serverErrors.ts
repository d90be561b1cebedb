import type { ErrorCode } from '@contract/errors';
import type { Failure } from '@machines/shared/failure';
import { toFieldMessage, type FieldErrors } from './validation';

export interface ShownFailure {
  /** Messages shown next to the fields they concern. */
  fieldErrors: FieldErrors;
  /** The message for the alert region above the form, when no field of the form is concerned. */
  general: ErrorCode | null;
}

export const noFailure: ShownFailure = { fieldErrors: {}, general: null };

/**
 * Spreads a server refusal over the form: `fields[].path` `body.phoneNumber` goes to the field
 * `phoneNumber`; a field the form does not show (e.g. `body.invoicingDetails.version` for a stale
 * save) and a refusal without fields go to the alert region.
 */
export function splitFailure(failure: Failure | null, formFields: readonly string[]): ShownFailure {
  if (!failure) return noFailure;
  const fieldErrors: FieldErrors = {};
  let unshown: ErrorCode | null = null;
  for (const field of failure.fields) {
    const key = field.path.replace(/^body\./, '');
    if (formFields.includes(key)) fieldErrors[key] ??= toFieldMessage(field);
    else unshown ??= field.code;
  }
  const anyShown = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, general: unshown ?? (anyShown ? null : failure.code) };
}
