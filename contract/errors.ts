import { z } from 'zod';
import { errorCodes } from './errorCodes';

export { additionalErrorCodes, catalogueErrorCodes, errorCodes } from './errorCodes';

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** A field-level problem, so a form can show the message next to the field it concerns. */
export const FieldError = z.object({
  /** Dotted path into the body or query, e.g. `address.zip`. */
  path: z.string(),
  code: ErrorCode,
  /** The bound a length message states (`field/too-long`: at most, `field/too-short`: at least). */
  limit: z.number().int().optional(),
});

/** The one error envelope every failing call answers with: status, code, detail. */
export const ApiError = z.object({
  status: z.number().int().min(400).max(599),
  code: ErrorCode,
  /** English text for logs and developers; the app shows the localised message for `code`. */
  detail: z.string(),
  fields: z.array(FieldError).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Responses every route may give besides its own: bad input, rate limit, unexpected failure. */
export const commonErrorResponses = {
  400: ApiError,
  413: ApiError,
  415: ApiError,
  429: ApiError,
  500: ApiError,
  503: ApiError,
} as const;

/** Add the common errors plus route-specific error statuses to a route's responses. */
export function withErrors<R extends Record<number, z.ZodTypeAny>, S extends number>(
  responses: R,
  ...statuses: S[]
): R & typeof commonErrorResponses & Record<S, typeof ApiError> {
  const extra = Object.fromEntries(statuses.map((s) => [s, ApiError])) as Record<S, typeof ApiError>;
  return { ...commonErrorResponses, ...extra, ...responses };
}
