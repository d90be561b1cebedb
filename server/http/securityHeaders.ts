import helmet from 'helmet';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderedPageScript } from '@contract/renderedPage';

/** Origins the Google Maps script, its tiles and its fonts come from, allowed only when a maps key is configured. */
const MAPS_SCRIPTS = ['https://maps.googleapis.com'];
const MAPS_CONNECT = ['https://maps.googleapis.com', 'https://*.googleapis.com'];
const MAPS_IMAGES = [
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
  'https://*.ggpht.com',
];
const MAPS_FONTS = ['https://fonts.gstatic.com'];
const MAPS_STYLES = ['https://fonts.googleapis.com'];
/** Google's tag and where it reports, allowed only when analytics ids are configured (it loads only after consent). */
const TAG_SCRIPTS = ['https://www.googletagmanager.com'];
const TAG_REPORTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** The one inline script of the app's pages (a server-rendered page's), allowed by its hash: no other inline script runs. */
const RENDERED_PAGE_SCRIPT = `'sha256-${createHash('sha256').update(renderedPageScript).digest('base64')}'`;

/** Addresses that carry a secret (a reset, confirmation or unlock token): nothing of them may leak as a referrer. */
const carriesToken = (url: string) =>
  /[?&]token=/.test(url) || url.startsWith('/auth/unlock-token') || url.startsWith('/service-access');

/** Geolocation (unlocking near the warehouse) and the camera (box photos) for our own pages only; nothing else. */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(self), microphone=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), interest-cohort=()';

/**
 * Security headers on every answer: a content security policy that lets the app load only from our
 * origin (and Google Maps when a maps key is set, Google's tag when analytics ids are, and the other
 * regions' API hosts), no framing, no MIME sniffing, a strict referrer
 * policy that becomes `no-referrer` where the address carries a token, a permissions policy, HSTS
 * when the request came over HTTPS (directly or, with TRUST_PROXY, as X-Forwarded-Proto says), and
 * `Cache-Control: no-store` on any answer to an authenticated request that did not choose its own.
 * Pages that need a stricter policy of their own (development pages, the sandbox card page) set it.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { mapsKey, analytics, apiHosts }: { mapsKey: boolean; analytics: boolean; apiHosts: string[] },
): Promise<void> {
  const withMaps = (list: string[]) => (mapsKey ? list : []);
  const withTag = (list: string[]) => (analytics ? list : []);
  // The warehouse search also asks the other regions' API hosts (the proxy list).
  const otherApis = [
    ...new Set(
      apiHosts.flatMap((url) => {
        try {
          return [new URL(url).origin];
        } catch {
          return [];
        }
      }),
    ),
  ];
  // Helmet's middleware is built once: the policy is the same for every request, and building it
  // (parsing every directive) on each request cost as much as answering a small call.
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", RENDERED_PAGE_SCRIPT, ...withMaps(MAPS_SCRIPTS), ...withTag(TAG_SCRIPTS)],
        // React and the map set style attributes; no script can be injected through styles.
        styleSrc: ["'self'", "'unsafe-inline'", ...withMaps(MAPS_STYLES)],
        imgSrc: ["'self'", 'data:', 'blob:', ...withMaps(MAPS_IMAGES), ...withTag(TAG_REPORTS)],
        fontSrc: ["'self'", 'data:', ...withMaps(MAPS_FONTS)],
        connectSrc: ["'self'", ...otherApis, ...withMaps(MAPS_CONNECT), ...withTag(TAG_REPORTS)],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
      },
    },
    // Set below, only over HTTPS: over plain HTTP (local runs) it would be ignored or wrong.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // The card provider's page opens in our window and comes back; a popup-only policy would not help.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    applyHelmet(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );

  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (carriesToken(request.url)) reply.header('referrer-policy', 'no-referrer');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
