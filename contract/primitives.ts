import { z } from 'zod';
import { Currency } from './countries';
import { isValidPhoneNumber } from './validation/phone';

/** Database ids travel as positive integers; path parameters arrive as strings and are coerced. */
export const Id = z.number().int().positive();
export const IdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Calendar date without time, ISO `YYYY-MM-DD`. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
/** Instant, ISO 8601 with offset. */
export const IsoDateTime = z.string().datetime({ offset: true });

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

export const languages = ['SK', 'CS', 'EN', 'UK', 'PL', 'HU', 'RO'] as const;
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
