import { isOperatingCountry, type OperatingCountryCode } from './operatingCountries';

/**
 * The public configuration of the app, read from page meta tags. The server
 * builds it from environment variables (validated there) and writes it into index.html as meta
 * tags; the SPA reads it back once at start. Nothing secret belongs here. This module has no zod on
 * purpose: it is on the landing page's first load.
 */

/** Locale tags of the interface languages (spec: SK, CS, EN, UK, PL, HU, RO). */
export const localeTags = ['sk', 'cs', 'en', 'uk', 'pl', 'hu', 'ro'] as const;
export type LocaleTag = (typeof localeTags)[number];
export const isLocaleTag = (value: unknown): value is LocaleTag =>
  typeof value === 'string' && (localeTags as readonly string[]).includes(value);

/**
 * The offered interface language a language tag names by its primary subtag (`sk-SK` → `sk`), or
 * null. Czech browsers may still report the legacy `cz`, so it counts as `cs`. The app picks its
 * language with it, and the server guesses the same one for the page it sends.
 */
export function offeredLocaleOf(tag: string | null | undefined, offered: readonly LocaleTag[]): LocaleTag | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
  const normalised = primary === 'cz' ? 'cs' : primary;
  return isLocaleTag(normalised) && offered.includes(normalised) ? normalised : null;
}

export interface AppConfig {
  mapsKey: string;
  metaImage: string;
  seo: boolean;
  chatbot: boolean;
  analyticsIds: string[];
  /**
   * Still travels as a meta tag (`FORMAT_LOCALE`) but decides no format: dates, numbers and money
   * follow the interface language through `contract/format.ts`, as the server's e-mails and PDFs do.
   */
  formatLocale: string;
  locales: LocaleTag[];
  mainCountries: OperatingCountryCode[];
  publicUrl: string;
  appVersion: string;
  otherCountryUrl: string;
  contactPhone: string;
  contactEmail: string;
  contactWhatsapp: string;
  companyAddress: string;
  billingIds: string;
  iban: string;
  country: OperatingCountryCode;
  /** API hosts; the first is the main one, the others are asked too for warehouse searches. */
  proxyList: string[];
  maintenance: boolean;
  /** Trading-terms link template with {lang} (CS becomes cz) and {country} placeholders. */
  termsUrlTemplate: string;
  /** Base URL of public storage with the privacy, terms and payment-terms PDFs. */
  documentsBaseUrl: string;
}

type Kind = 'string' | 'boolean' | 'list';
/** Every setting with how it travels in a meta tag; the order is the order of the tags. */
const kinds: { [K in keyof AppConfig]: Kind } = {
  mapsKey: 'string',
  metaImage: 'string',
  seo: 'boolean',
  chatbot: 'boolean',
  analyticsIds: 'list',
  formatLocale: 'string',
  locales: 'list',
  mainCountries: 'list',
  publicUrl: 'string',
  appVersion: 'string',
  otherCountryUrl: 'string',
  contactPhone: 'string',
  contactEmail: 'string',
  contactWhatsapp: 'string',
  companyAddress: 'string',
  billingIds: 'string',
  iban: 'string',
  country: 'string',
  proxyList: 'list',
  maintenance: 'boolean',
  termsUrlTemplate: 'string',
  documentsBaseUrl: 'string',
};

export const appConfigKeys = Object.keys(kinds) as (keyof AppConfig)[];

/** Meta tag name of each setting: `<meta name="ss:maps-key" content="…">`. */
export const metaTagName = (key: keyof AppConfig): string =>
  `ss:${key.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`;

/** Serialises the configuration to meta tag name/content pairs (lists comma-separated). */
export function toMetaTags(config: AppConfig): { name: string; content: string }[] {
  return appConfigKeys.map((key) => {
    const value = config[key];
    return { name: metaTagName(key), content: Array.isArray(value) ? value.join(',') : String(value) };
  });
}

/** Settings whose values come from a closed list; a tag outside it falls back to the default. */
const valid: Partial<{ [K in keyof AppConfig]: (value: AppConfig[K]) => boolean }> = {
  locales: (v) => v.length > 0 && v.every(isLocaleTag),
  mainCountries: (v) => v.length > 0 && v.every(isOperatingCountry),
  country: isOperatingCountry,
};

/**
 * Parses meta tag contents back into a configuration. A missing tag or a value outside its closed
 * list takes the default, so a tampered or stale page cannot hand the app a malformed configuration.
 */
export function fromMetaTags(read: (name: string) => string | null, defaults: AppConfig): AppConfig {
  const config = { ...defaults } as Record<keyof AppConfig, unknown>;
  for (const key of appConfigKeys) {
    const content = read(metaTagName(key));
    if (content === null) continue;
    const kind = kinds[key];
    const value =
      kind === 'boolean'
        ? content === 'true'
        : kind === 'list'
          ? content
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : content;
    const check = valid[key] as ((v: unknown) => boolean) | undefined;
    if (!check || check(value)) config[key] = value;
  }
  return config as unknown as AppConfig;
}
