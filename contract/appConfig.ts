import { z } from 'zod';
import { OperatingCountry } from './countries';

/** Locale tags of the interface languages (spec: SK, CS, EN, UK, PL, HU, RO). */
export const localeTags = ['sk', 'cs', 'en', 'uk', 'pl', 'hu', 'ro'] as const;
export const LocaleTag = z.enum(localeTags);
export type LocaleTag = z.infer<typeof LocaleTag>;

/**
 * The public configuration of the app (spec section 7, "read from page meta tags"). The server
 * builds it from environment variables and writes it into index.html as meta tags; the SPA reads it
 * back once at start. Nothing secret belongs here: every field is visible to every visitor.
 */
export const AppConfig = z.object({
  mapsKey: z.string(),
  metaImage: z.string(),
  seo: z.boolean(),
  chatbot: z.boolean(),
  kyc: z.boolean(),
  analyticsIds: z.array(z.string()),
  formatLocale: z.string(),
  locales: z.array(LocaleTag).min(1),
  mainCountries: z.array(OperatingCountry).min(1),
  publicUrl: z.string(),
  appVersion: z.string(),
  otherCountryUrl: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  contactWhatsapp: z.string(),
  companyAddress: z.string(),
  billingIds: z.string(),
  iban: z.string(),
  country: OperatingCountry,
  /** API hosts; the first is the main one, the others are asked too for warehouse searches. */
  proxyList: z.array(z.string()),
  maintenance: z.boolean(),
  /** Trading-terms link template with {lang} (CS becomes cz) and {country} placeholders. */
  termsUrlTemplate: z.string(),
  /** Base URL of public storage with the privacy, terms and payment-terms PDFs. */
  documentsBaseUrl: z.string(),
});
export type AppConfig = z.infer<typeof AppConfig>;

type Kind = 'string' | 'boolean' | 'list';
const kindOf = (key: keyof AppConfig): Kind => {
  const shape = AppConfig.shape[key];
  if (shape instanceof z.ZodBoolean) return 'boolean';
  if (shape instanceof z.ZodArray) return 'list';
  return 'string';
};

/** Meta tag name of each setting: `<meta name="ss:maps-key" content="…">`. */
export const metaTagName = (key: keyof AppConfig): string =>
  'ss:' + key.replace(/[A-Z]/g, (ch) => '-' + ch.toLowerCase());

export const appConfigKeys = Object.keys(AppConfig.shape) as (keyof AppConfig)[];

/** Serialises the configuration to meta tag name/content pairs (lists comma-separated). */
export function toMetaTags(config: AppConfig): { name: string; content: string }[] {
  return appConfigKeys.map((key) => {
    const value = config[key];
    const content = Array.isArray(value) ? value.join(',') : String(value);
    return { name: metaTagName(key), content };
  });
}

/**
 * Parses meta tag contents back into a configuration. Missing tags take `defaults`; the result is
 * validated, so a tampered or stale page cannot hand the app a malformed configuration.
 */
export function fromMetaTags(read: (name: string) => string | null, defaults: AppConfig): AppConfig {
  const raw: Record<string, unknown> = {};
  for (const key of appConfigKeys) {
    const content = read(metaTagName(key));
    if (content === null) {
      raw[key] = defaults[key];
      continue;
    }
    const kind = kindOf(key);
    raw[key] =
      kind === 'boolean'
        ? content === 'true'
        : kind === 'list'
          ? content.split(',').map((s) => s.trim()).filter(Boolean)
          : content;
  }
  const parsed = AppConfig.safeParse(raw);
  return parsed.success ? parsed.data : defaults;
}
