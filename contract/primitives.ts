import { z } from 'zod';
import { Currency } from './countries';
import { INT4_MAX, ISO_DATE, isCalendarDay, MAX_PAGE_OFFSET, languages } from './primitiveValues';
import { isValidPhoneNumber } from './validation/phone';

export { INT4_MAX, INT4_MIN, languages, MAX_LIST_ITEMS, MAX_PAGE_OFFSET, WELL_FORMED_TEXT } from './primitiveValues';

/** Database ids travel as positive int4 integers; path parameters arrive as strings and are coerced. */
export const Id = z.number().int().positive().max(INT4_MAX);
/** An id read from a path or a query string (coerced from its text). */
export const IdText = z.coerce.number().int().positive().max(INT4_MAX);
export const IdParam = z.object({ id: IdText });

/** Where a page of a list starts: bounded, so a huge offset is a 400 rather than a scan or an overflow. */
export const PageOffset = z.coerce.number().int().min(0).max(MAX_PAGE_OFFSET).default(0);
/** How many items a page holds: at least one, at most `max`, `byDefault` when not asked. */
export const PageLimit = (max: number, byDefault: number) => z.coerce.number().int().min(1).max(max).default(byDefault);

/** Calendar date without time, ISO `YYYY-MM-DD`, a day that exists. */
export const IsoDate = z.string().regex(ISO_DATE, 'expected YYYY-MM-DD').refine(isCalendarDay, 'expected YYYY-MM-DD');
/** Instant, ISO 8601 with offset, on a day that exists. */
export const IsoDateTime = z
  .string()
  .datetime({ offset: true })
  .refine(isCalendarDay, 'expected an ISO 8601 date and time');

/**
 * Money is exact: an integer amount of minor units (cents, haléře, grosze, fillér, bani) and its
 * currency. Every operating currency has two decimals in ISO 4217, HUF included.
 */
export const Money = z.object({
  minor: z.number().int(),
  currency: Currency,
});
export type Money = z.infer<typeof Money>;

export const LatLng = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type LatLng = z.infer<typeof LatLng>;

/**
 * A coordinate read from a query string, kept to 1e-7 degrees (about a centimetre): finer digits are
 * noise, and a value as small as 5e-324 underflows the database's trigonometry.
 */
const roundDegrees = (degrees: number) => Math.round(degrees * 1e7) / 1e7;
export const LatitudeText = z.coerce.number().min(-90).max(90).transform(roundDegrees);
export const LongitudeText = z.coerce.number().min(-180).max(180).transform(roundDegrees);

export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

/** Query flags arrive as strings; accept `true`/`false`/`1`/`0`. */
export const QueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const Email = z.string().trim().toLowerCase().email().max(254);
/**
 * International prefix required (`+421 900 123 456`), with a length that fits the country's
 * numbering plan; kept without spaces and dashes.
 */
export const PhoneNumber = z
  .string()
  .trim()
  .refine(isValidPhoneNumber, 'phoneNumber-invalid')
  .transform((v) => v.replace(/[\s-]/g, ''));

/**
 * A mandatory text of at most `max` characters; too long a text is answered with the bound
 * ("at most 100 characters"), never a bare "Incorrect format".
 */
export const RequiredText = (max: number) => z.string().trim().min(1, 'revalid/rule/basic/not-null').max(max);

/** A response that carries a single value (the spec's "reads value"). */
export const ValueOf = <T extends z.ZodTypeAny>(t: T) => z.object({ value: t });

/**
 * The code of a referral link (`?ref=`), kept by the app and sent along with the registration or an
 * order; an unknown code is ignored, never refused. (Here rather than in profile.ts, so that the
 * registration's schema does not import the profile's, with its invoicing rules, into the browser.)
 */
export const ReferralCode = z.string().trim().max(64);
