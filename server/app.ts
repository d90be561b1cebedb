import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { contract } from '@contract/index';
import { accountAuthRoutes, myAccountRoutes } from './accounts/routes';
import { authRoutes } from './auth/routes';
import { cameraRoutes } from './cameras/routes';
import { chatRoutes } from './chat/routes';
import { checkoutPaymentOutcomes } from './checkout/paymentOutcome';
import { orderRoutes } from './checkout/routes';
import type { AppContext } from './config/context';
import { franchisingRoutes } from './franchising/routes';
import { errorEnvelopeOptions, registerErrorHandling } from './http/errorHandler';
import { registerSecurityHeaders } from './http/securityHeaders';
import { withRedactedUrls } from './http/redactUrl';
import { registerApi } from './http/registerApi';
import { registerBearerAuth } from './identity/bearer';
import type { LockController } from './locks/controller';
import { registerDevLocks } from './locks/devLocksPage';
import { lockRoutes } from './locks/access/clientRoutes';
import { unlockTokenRoutes } from './locks/tokens/routes';
import { lazyLockLayer, runningLockLayer, type LockLayer } from './locks/lazyLayer';
import type { LockSimulators } from './locks/simulator';
import { startLocks } from './locks/start';
import { tokenPolicyOf } from './identity/tokens';
import { registerDevMailbox } from './pages/devMailbox';
import { metaRoutes } from './meta/routes';
import { registerNewsletterPages } from './newsletter/page';
import { newsletterRoutes } from './newsletter/routes';
import { buildOpenApiDocument } from './openapi';
import { createPaymentGateways, type PaymentGateways } from './payments/gateways';
import { firstReceiverOf } from './payments/outcomes';
import { registerPaymentNotifications } from './payments/routes';
import { registerSandboxPages } from './payments/sandbox/page';
import { placesRoutes } from './places/routes';
import { referralRoutes } from './referrals/routes';
import { rentalContractRoutes } from './rentals/contractRoutes';
import { registerBillingDevHooks } from './billing/devHooks';
import { myRentalRoutes } from './rentals/myRoutes';
import { rentPaymentOutcomes } from './billing/rentPaymentRecord';
import { myRentPaymentRoutes } from './billing/rentPaymentRoutes';
import { boxSharingRoutes } from './rentals/sharingRoutes';
import { registerSpa } from './pages/spa';
import { adminRoutes } from './staff/routes';
import { voucherConsoleRoutes } from './orders/console/consoleRoutes';
import { messageConsoleRoutes } from './accounts/console/consoleRoutes';
import { registerStaffAuth } from './staff/guard';
import { staffSessionPolicyOf } from './staff/sessions';
import { warehouseRoutes } from './warehouses/routes';
import { layoutConsoleRoutes } from './warehouses/layout/consoleRoutes';
import { priceConsoleRoutes } from './warehouses/prices/consoleRoutes';
import { warehouseConsoleRoutes } from './warehouses/console/consoleRoutes';
import { registerPhotoFiles } from './warehouses/console/photoFiles';

export const defaultDistDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
/** The build's page renderer (`vite build --ssr`, see vite.config.ts), beside the compiled server. */
export const defaultRendererFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'build',
  'prerender',
  'renderPage.js',
);

export interface BuildAppOptions extends AppContext {
  /** Built SPA to serve; without an index.html there, only the API is served. */
  distDir?: string;
  /** Renders the pages that are the same for everyone (see prerenderedPages); absent, they come empty. */
  rendererFile?: string;
  logger?: boolean | object;
  /** Card payment providers; made from the configuration when not given (main.ts shares them with the job runner). */
  gateways?: PaymentGateways;
  /** The running lock controller (main.ts starts it), for the unlock calls. */
  locks?: LockController;
  /** The simulated locks of the embedded broker, listed at /dev/locks. */
  lockSimulators?: LockSimulators;
  /** A lock layer main.ts starts after listening (startingLockLayer); instead of `locks`. */
  lockLayer?: LockLayer;
}

export async function buildApp({
  db,
  config,
  distDir = defaultDistDir,
  rendererFile = defaultRendererFile,
  logger = false,
  gateways,
  locks,
  lockSimulators,
  lockLayer: givenLockLayer,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens travel in some addresses (unlock-token links): request logs show them redacted.
    logger: withRedactedUrls(logger),
    bodyLimit: config.env.BODY_LIMIT,
    trustProxy: config.env.TRUST_PROXY,
    // Our error handler answers every failure; Fastify's default 500 page must never show.
    return503OnClosing: true,
    ...errorEnvelopeOptions,
  });
  registerErrorHandling(app);
  // Answers up to 64 kB (a search of 20 warehouses is about 13 kB) are compressed in one synchronous
  // call: 0.2–0.3 ms of CPU, against about 1 ms for a compression stream, which the library would
  // otherwise use above 8 kB on two cores. Bigger answers still stream.
  await app.register(fastifyCompress, { threshold: 1024, syncThreshold: 64 * 1024 });
  await registerSecurityHeaders(app, {
    mapsKey: Boolean(config.app.mapsKey),
    analytics: config.app.analyticsIds.length > 0,
    apiHosts: config.app.proxyList,
  });
  // The locks main.ts starts, or (tests, tools) a layer that starts on the first unlock.
  const lockLayer =
    givenLockLayer ??
    (locks ? runningLockLayer(locks, lockSimulators) : lazyLockLayer(() => startLocks({ db, env: config.env })));
  app.addHook('onClose', () => lockLayer.close());

  const context: AppContext = { db, config };
  // Before any route: every call the contract marks `auth: 'bearer'` is checked in one place.
  registerBearerAuth(app, db, tokenPolicyOf(config.env));
  // And every operator console call (`staffAuth(...roles)`): a staff session of one of its roles.
  registerStaffAuth(app, db, staffSessionPolicyOf(config.env));
  registerApi(app, contract.meta, metaRoutes(context));
  // Public warehouse reads skip response validation in production only; tests keep it on (see registerApi).
  registerApi(app, contract.warehouse, warehouseRoutes(context), {
    validateResponses: config.env.NODE_ENV !== 'production',
  });
  registerApi(app, contract.places, placesRoutes(context), { validateResponses: config.env.NODE_ENV !== 'production' });
  registerApi(app, contract.auth, { ...authRoutes(context), ...accountAuthRoutes(context) });
  // Orders and rents pay through the same providers; main.ts shares them with the job runner.
  const withGateways = { ...context, gateways: gateways ?? createPaymentGateways(db, config) };
  registerApi(app, contract.my, {
    ...myAccountRoutes(context),
    ...myRentalRoutes(context),
    ...myRentPaymentRoutes(withGateways),
    ...boxSharingRoutes(context),
    ...cameraRoutes(context),
    ...referralRoutes(context),
    ...newsletterRoutes(context),
  });
  registerApi(app, contract.rentalContract, rentalContractRoutes(context));
  registerApi(app, contract.lock, lockRoutes({ ...context, locks: lockLayer.controller }));
  registerApi(app, contract.unlockToken, unlockTokenRoutes({ ...context, locks: lockLayer.controller }));
  registerApi(app, contract.order, orderRoutes(withGateways));
  registerApi(app, contract.franchising, franchisingRoutes(context));
  registerApi(app, contract.chat, chatRoutes(context));
  // The console's calls: staff's own here, each capability's console handlers beside them.
  registerApi(app, contract.admin, {
    ...adminRoutes(context),
    ...voucherConsoleRoutes(context),
    ...messageConsoleRoutes(context),
    ...warehouseConsoleRoutes(context),
    layout: layoutConsoleRoutes(context),
    prices: priceConsoleRoutes(context),
  });
  registerPhotoFiles(app, db);
  // A notification names a payment only: billing knows the rents' payments, checkout the orders'.
  registerPaymentNotifications(
    app,
    config.payments.sandboxSecret,
    firstReceiverOf(rentPaymentOutcomes(withGateways), checkoutPaymentOutcomes(withGateways)),
  );
  // The embedded sandbox provider's card page exists only while it is the provider in use.
  if (config.payments.provider === 'sandbox') registerSandboxPages(app, db, config.payments.sandboxSecret);
  registerNewsletterPages(app, context);
  registerDevMailbox(app, db, config.env);
  registerDevLocks(app, config.env, () => lockLayer.simulators());
  // Test hooks of contracts and rents: only where the development mailbox is.
  registerBillingDevHooks(app, withGateways);

  // Built on the first request (it takes a moment and most starts never serve it), then kept.
  let openApi: string | undefined;
  app.get('/api/openapi.json', (_req, reply) =>
    reply
      .type('application/json')
      .send(
        (openApi ??= JSON.stringify(buildOpenApiDocument(config.apiVersion, { publicUrl: config.env.PUBLIC_URL }))),
      ),
  );

  await registerSpa(app, distDir, config.app, rendererFile);
  return app;
}
