import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { localeTags, type AppConfig } from '@contract/appConfig';
import { OperatingCountry } from '@contract/countries';
import { systemClock, type Clock } from './clock';
import { isValidIban } from './iban';
import { ADMIN_JOBS, type AdminJob } from './adminJobs';

/** Thrown when a variable has a wrong value; the message names the variable so the operator can fix it. */
export class ConfigError extends Error {}

const packageVersion = (): string =>
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const LocaleTag = z.enum(localeTags);
const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));
const list = <T extends z.ZodTypeAny>(item: T) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));
const httpUrl = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://');
const optionalHttpUrl = z.union([z.literal(''), httpUrl]);
/** Comma-separated whole days, e.g. `3,10,20`, each 1–365, kept in ascending order. */
const dayList = list(z.coerce.number().int().min(1).max(365))
  .pipe(z.array(z.number()).min(1))
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));
/** `JOB=HH:MM` pairs, comma-separated; every admin job needs a time. */
const jobTimes = list(z.string().regex(/^[A-Z_]+=([01]\d|2[0-3]):[0-5]\d$/, 'must be JOB=HH:MM'))
  .transform((pairs) => Object.fromEntries(pairs.map((p) => p.split('=') as [string, string])))
  .pipe(z.object(Object.fromEntries(ADMIN_JOBS.map((j) => [j, z.string()])) as Record<AdminJob, z.ZodString>).strict());

/**
 * Every environment variable the server reads, with its default. Defaults give a working
 * development instance on a fresh machine (embedded database, sandbox services).
 */
const variables = {
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built app to serve; `dist` beside the project when not set (a second build can be served from elsewhere). */
  DIST_DIR: z.string().min(1).optional(),
  /** Seed the demo network into an empty database. */
  SEED_DEMO: flag.default('true'),
  /** Maximum request body in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(256 * 1024),
  /** Trust X-Forwarded-For from a reverse proxy (for client addresses in rate limits). */
  TRUST_PROXY: flag.default('false'),
  API_VERSION: z.string().min(1).optional(),
  APP_VERSION: z.string().min(1).optional(),
  // Public configuration, written into index.html as meta tags for the SPA to read at start.
  MAPS_API_KEY: z.string().default(''),
  META_IMAGE_URL: z.string().default('/og-image.png'),
  SEO_ENABLED: flag.default('true'),
  /** The chatbot's popup; on by default outside production. */
  CHATBOT_ENABLED: flag.optional(),
  // The chatbot (server/chat): an embedded engine; with CHAT_LLM_URL it asks an OpenAI-compatible model first.
  /** Root of an OpenAI-compatible API (`…/v1`); `/chat/completions` is appended. Unset: the embedded engine answers alone. */
  CHAT_LLM_URL: httpUrl.optional(),
  CHAT_LLM_KEY: z.string().min(1).optional(),
  CHAT_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long the model may take before the embedded engine answers instead, in milliseconds. */
  CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** Days a chatbot question and its answer are kept (without the asker's identity). */
  CHAT_LOG_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  ANALYTICS_IDS: list(
    z.string().regex(/^[A-Z]{1,3}-[A-Z0-9-]+$/, 'analytics ids look like G-XXXX or GTM-XXXX'),
  ).default(''),
  FORMAT_LOCALE: z
    .string()
    .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a locale like sk-SK')
    .default('sk-SK'),
  LOCALES: list(LocaleTag).pipe(z.array(LocaleTag).min(1)).default('sk,cs,en,uk,pl,hu,ro'),
  MAIN_COUNTRIES: list(OperatingCountry).pipe(z.array(OperatingCountry).min(1)).default('SVK,CZE,POL,HUN,ROU'),
  PUBLIC_URL: httpUrl.optional(),
  OTHER_COUNTRY_URL: optionalHttpUrl.default(''),
  CONTACT_PHONE: z
    .string()
    .regex(/^\+[0-9 ]{6,20}$/, 'must start with an international prefix, e.g. +421 2 1234 5678')
    .default('+421 2 3300 4400'),
  CONTACT_EMAIL: z.string().email().default('info@self-storage.example'),
  /** Where franchise enquiries from /franchising are e-mailed (SVK and CZE sites only). */
  FRANCHISING_EMAIL: z.string().email().default('franchising@self-storage.example'),
  CONTACT_WHATSAPP: z
    .string()
    .regex(/^(\+[0-9 ]{6,20})?$/, 'must start with an international prefix')
    .default('+421 900 123 456'),
  COMPANY_ADDRESS: z.string().min(1).default('Self Storage s.r.o., Mlynské nivy 5, 821 09 Bratislava, Slovakia'),
  BILLING_IDS: z.string().min(1).default('IČO: 12 345 678, DIČ: 2023456789, IČ DPH: SK2023456789'),
  IBAN: z
    .string()
    .transform((s) => s.replace(/\s+/g, '').toUpperCase())
    .refine(isValidIban, 'is not a valid IBAN')
    .default('SK3112000000198742637541'),
  COUNTRY: OperatingCountry.default('SVK'),
  PROXY_LIST: list(httpUrl).default(''),
  MAINTENANCE: flag.default('false'),
  TERMS_URL_TEMPLATE: z
    .string()
    .refine((s) => s.includes('://'), 'must be an absolute URL containing ://')
    .default('https://docs.self-storage.example/{country}/{lang}/terms.pdf'),
  DOCUMENTS_BASE_URL: httpUrl.default('https://docs.self-storage.example'),
  /** Where unexpected errors and client reports are kept at most this many days. */
  CLIENT_ERROR_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // Mail (server/mail): without SMTP_URL messages are only kept in the database mailbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Self Storage <no-reply@self-storage.example>'),
  /** The development mailbox at /dev/mailbox; on by default outside production. */
  MAILBOX_ENABLED: flag.optional(),
  // Smart locks (server/locks): the MQTT broker of the lock controllers, or an embedded one with simulated locks.
  /** Broker of the real lock controllers; unset, the server starts an embedded broker and simulated locks. */
  LOCK_MQTT_URL: z
    .string()
    .regex(/^mqtts?:\/\/[^/]+/, 'must be an mqtt:// or mqtts:// URL, e.g. mqtt://user:pass@host:1883')
    .optional(),
  /** Port of the embedded broker on 127.0.0.1; 18830 by default, a free one under NODE_ENV=test, 0 for a free one. */
  LOCK_MQTT_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Seconds after which a simulated lock locks again by itself. */
  LOCK_RELOCK_SECONDS: z.coerce.number().int().min(1).max(3600).default(8),
  /** How long an unlock waits for the lock controller's acknowledgement, in milliseconds. */
  LOCK_ACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** The development page of the simulated locks at /dev/locks; on by default outside production. */
  LOCKS_PAGE_ENABLED: flag.optional(),
  /** How near the warehouse (great-circle metres) a customer must be for an unlock. */
  LOCK_GEOFENCE_METRES: z.coerce.number().int().min(10).max(5000).default(150),
  /** The worst location accuracy (metres) an unlock accepts: a coarse fix cannot prove nearness. */
  LOCK_MAX_ACCURACY_METRES: z.coerce.number().int().min(5).max(5000).default(100),
  // Sign-in lifetimes (server/auth): a session ends after this idle time or this absolute age.
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  DEVICE_TOKEN_DAYS: z.coerce.number().int().min(1).max(730).default(180),
  // The operator console's sign-in (server/staff): shorter than customers', as a staff session can change prices and accounts.
  /** A staff session ends after this long without a request. */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(240).default(30),
  /** A staff session ends this long after sign-in, however active. */
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(72).default(10),
  /** How long a staff set-up link (first admin, invitation, reset) stays usable. */
  STAFF_SETUP_LINK_HOURS: z.coerce.number().int().min(1).max(168).default(48),
  /**
   * The key the staff's authenticator secrets are encrypted with (AES-256-GCM, key derived by SHA-256).
   * Without it a development key is used; in production a second factor cannot be set up without it.
   */
  STAFF_SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // Orders and card payments (server/checkout, server/payments).
  /** `sandbox` (our own hosted test card page) or `gopay`; sandbox by default outside production. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'gopay']).optional(),
  /** HMAC key of the sandbox provider's notifications. */
  SANDBOX_PAYMENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** GoPay's REST API root; a URL without `/api` gets it appended, as GoPay's SDKs do. */
  GOPAY_URL: httpUrl.default('https://gw.sandbox.gopay.com/api'),
  GOPAY_GOID: z
    .string()
    .regex(/^\d{6,12}$/, 'must be the numeric GoID')
    .optional(),
  GOPAY_CLIENT_ID: z.string().min(1).optional(),
  GOPAY_CLIENT_SECRET: z.string().min(1).optional(),
  /** How long an unpaid order holds its box. */
  ORDER_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(20),
  // Termination of a contract (server/rentals/termination.ts).
  /** Days of notice: the earliest last day of a contract is today plus this many days. */
  CANCELLATION_NOTICE_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** The latest last day a customer may choose, in days after the earliest one. */
  CANCELLATION_LATEST_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  // Recurring billing and its notices (server/billing/paymentProcessing.ts, notices.ts). Days are calendar days.
  /** How many days before a period's first day the customer is told the amount that will be charged. */
  BILLING_ANNOUNCE_DAYS: z.coerce.number().int().min(1).max(60).default(5),
  /** Days after the due day on which an unpaid rent is reminded, one e-mail each. */
  OVERDUE_REMINDER_DAYS: dayList.default('3,10,20'),
  /** From this many days after the due day, the box's locks stop opening while the rent is unpaid. */
  ACCESS_BLOCK_AFTER_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** Days before a contract's last day on which the customer is reminded to empty the box and confirm it. */
  CONTRACT_ENDING_NOTICE_DAYS: dayList.default('7,1'),
  /**
   * When each admin job runs, local time of the business time zone (Europe/Bratislava), once for all
   * instances; a time missed while no server ran is made up once when one starts.
   */
  JOB_TIMES: jobTimes.default(
    'CANCEL_CONTRACTS=00:10,PAYMENT_PROCESSING=02:00,NOTIFY_PAYMENTS_TO_BE_ANNOUNCED=09:00,NOTIFY_CONTRACTS_BEFORE_TERMINATION=09:15,NOTIFY_RENTS_WITH_PAYMENT_OVERDUE=09:30',
  ),
  /** Whether this instance takes part in running the scheduled admin jobs. */
  JOBS_ENABLED: flag.default('true'),
  /**
   * What a customer's referral reward account is credited, in whole units of the currency of the
   * order, when someone who came through their link has their first order paid.
   */
  REFERRAL_REWARD_EUR: z.coerce.number().int().min(0).max(100_000).default(10),
  REFERRAL_REWARD_CZK: z.coerce.number().int().min(0).max(10_000_000).default(250),
  REFERRAL_REWARD_PLN: z.coerce.number().int().min(0).max(1_000_000).default(40),
  REFERRAL_REWARD_HUF: z.coerce.number().int().min(0).max(100_000_000).default(4000),
  REFERRAL_REWARD_RON: z.coerce.number().int().min(0).max(1_000_000).default(50),
  /**
   * The key signing links that work without signing in (the newsletter's one-click unsubscribe).
   * Without it a development key is used; set it in production.
   */
  LINK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
} satisfies Record<string, z.ZodTypeAny>;

const EnvSchema = z.object(variables);
export type Env = z.infer<typeof EnvSchema>;
export const environmentVariableNames = Object.keys(variables);

export interface PaymentSettings {
  provider: 'sandbox' | 'gopay';
  sandboxSecret: string;
}

export interface ServerConfig {
  env: Env;
  apiVersion: string;
  /** The public configuration sent to the browser. */
  app: AppConfig;
  payments: PaymentSettings;
  /** What every date rule reads (`todayOf(config.clock)`); the system clock unless a test or the jobs command sets one. */
  clock: Clock;
}

/**
 * Whether the development mailbox (/dev/mailbox) and the billing test hooks exist: on outside production
 * unless MAILBOX_ENABLED=false; in production only with MAILBOX_ENABLED=true.
 */
export const mailboxEnabled = (env: Env): boolean => env.MAILBOX_ENABLED ?? env.NODE_ENV !== 'production';

/** Development default of SANDBOX_PAYMENT_SECRET; refused in production. */
export const DEV_SANDBOX_SECRET = 'dev-sandbox-secret-not-for-production';

/**
 * The payment provider: sandbox by default outside production, GoPay in production. GoPay needs its
 * credentials; the sandbox in production (a deliberate choice, e.g. a staging site) needs its own secret.
 */
function paymentSettingsOf(env: Env): PaymentSettings {
  const provider = env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'gopay' : 'sandbox');
  if (provider === 'gopay') {
    const missing = (['GOPAY_GOID', 'GOPAY_CLIENT_ID', 'GOPAY_CLIENT_SECRET'] as const).filter((name) => !env[name]);
    if (missing.length)
      throw new ConfigError(
        `Invalid configuration:\n  ${missing.map((n) => `${n}: required with PAYMENT_PROVIDER=gopay`).join('\n  ')}`,
      );
  }
  if (provider === 'sandbox' && env.NODE_ENV === 'production' && !env.SANDBOX_PAYMENT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  SANDBOX_PAYMENT_SECRET: required when the sandbox payment provider runs in production',
    );
  }
  return { provider, sandboxSecret: env.SANDBOX_PAYMENT_SECRET ?? DEV_SANDBOX_SECRET };
}

/** Reads and validates the environment. Empty strings count as unset, so `FOO=` means the default. */
export function loadConfig(
  source: NodeJS.ProcessEnv = process.env,
  { clock = systemClock }: { clock?: Clock } = {},
): ServerConfig {
  const input = Object.fromEntries(
    environmentVariableNames.map((name) => [name, source[name] === '' ? undefined : source[name]]),
  );
  const parsed = EnvSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const [name, ...rest] = i.path;
      const item = rest.length ? ` (item ${Number(rest[0]) + 1})` : '';
      return `${String(name)}: ${i.message}${item}; got ${JSON.stringify(input[String(name)])}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  const version = packageVersion();
  const publicUrl = env.PUBLIC_URL ?? `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`;
  const app: AppConfig = {
    mapsKey: env.MAPS_API_KEY,
    metaImage: env.META_IMAGE_URL,
    seo: env.SEO_ENABLED,
    chatbot: env.CHATBOT_ENABLED ?? env.NODE_ENV !== 'production',
    analyticsIds: env.ANALYTICS_IDS,
    formatLocale: env.FORMAT_LOCALE,
    locales: env.LOCALES,
    mainCountries: env.MAIN_COUNTRIES,
    publicUrl,
    appVersion: env.APP_VERSION ?? version,
    otherCountryUrl: env.OTHER_COUNTRY_URL,
    contactPhone: env.CONTACT_PHONE,
    contactEmail: env.CONTACT_EMAIL,
    contactWhatsapp: env.CONTACT_WHATSAPP,
    companyAddress: env.COMPANY_ADDRESS,
    billingIds: env.BILLING_IDS,
    iban: env.IBAN,
    country: env.COUNTRY,
    proxyList: env.PROXY_LIST.length ? env.PROXY_LIST : [publicUrl],
    maintenance: env.MAINTENANCE,
    termsUrlTemplate: env.TERMS_URL_TEMPLATE,
    documentsBaseUrl: env.DOCUMENTS_BASE_URL,
  };
  return { env, apiVersion: env.API_VERSION ?? version, app, payments: paymentSettingsOf(env), clock };
}
