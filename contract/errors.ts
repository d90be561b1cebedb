import { z } from 'zod';
import { errorCodes, type ErrorCode as ErrorCodeValue } from './errorCodes';

export { additionalErrorCodes, catalogueErrorCodes, errorCodes } from './errorCodes';

/**
 * The error envelope's schemas over a set of codes: the code, a field's problem, the envelope, the
 * responses every route may give, and `withErrors` to add them to a route. Built once over the codes
 * every page knows (below) and once over those plus the console's (contract/admin/errors.ts).
 */
export function envelopeSchemas<C extends z.ZodType<ErrorCodeValue>>(code: C) {
  /** A field-level problem, so a form can show the message next to the field it concerns. */
  const FieldError = z.object({
    /** Dotted path into the body or query, e.g. `address.zip`. */
    path: z.string(),
    code,
    /** The bound a length message states (`field/too-long`: at most, `field/too-short`: at least). */
    limit: z.number().int().optional(),
  });
  /** The one error envelope every failing call answers with: status, code, detail. */
  const ApiError = z.object({
    status: z.number().int().min(400).max(599),
    code,
    /** English text for logs and developers; the app shows the localised message for `code`. */
    detail: z.string(),
    fields: z.array(FieldError).optional(),
  });
  /** Responses every route may give besides its own: bad input, rate limit, unexpected failure. */
  const commonErrorResponses = {
    400: ApiError,
    413: ApiError,
    415: ApiError,
    429: ApiError,
    500: ApiError,
    503: ApiError,
  } as const;
  /** Add the common errors plus route-specific error statuses to a route's responses. */
  function withErrors<R extends Record<number, z.ZodTypeAny>, S extends number>(
    responses: R,
    ...statuses: S[]
  ): R & typeof commonErrorResponses & Record<S, typeof ApiError> {
    const extra = Object.fromEntries(statuses.map((s) => [s, ApiError])) as Record<S, typeof ApiError>;
    return { ...commonErrorResponses, ...extra, ...responses };
  }
  return { FieldError, ApiError, commonErrorResponses, withErrors };
}

/** The codes every page knows, as a schema (the console's schemas add its own). */
export const ErrorCode = z.enum(errorCodes);
/** Every code a caller may get, the console's included. */
export type ErrorCode = ErrorCodeValue;

export const { FieldError, ApiError, commonErrorResponses, withErrors } = envelopeSchemas(ErrorCode);
export interface ApiError extends Omit<z.infer<typeof ApiError>, 'code' | 'fields'> {
  code: ErrorCode;
  fields?: { path: string; code: ErrorCode; limit?: number }[];
}
