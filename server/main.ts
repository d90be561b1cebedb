import { buildApp } from './app';
import { checkoutJobSteps } from './checkout/jobSteps';
import { ConfigError, loadConfig, type ServerConfig } from './config/env';
import { startupWarnings } from './config/startupWarnings';
import { openDatabase } from './db/client';
import { passwordResetMailStep } from './auth/passwordReset';
import { pruneRateLimitsStep } from './http/rateLimit';
import { pruneChatLogStep } from './chat/log';
import { pruneJobsStep } from './jobs/queue';
import { startJobRunner } from './jobs/runner';
import { sandboxNotificationStep } from './payments/sandbox/notifications';
import { createMailer } from './mail/mailer';
import { startMailWorker } from './mail/worker';
import { seedDemoVouchers } from './orders/vouchers';
import type { AdminSchedule } from './jobs/adminSchedule';
import { billingJobSteps, scheduleAdminJobs } from './billing/jobSteps';
import { JobRequestError, runAdminJobAt } from './billing/adminJobs';
import { operatorSocketPath, startOperatorSocket } from './jobs/operatorSocket';
import { AdminCommandError, runAdminCommand } from './staff/operatorCommands';
import { describeRun } from './jobs/runs';
import { startingLockLayer } from './locks/lazyLayer';
import { startLocks } from './locks/start';
import { createPaymentGateways } from './payments/gateways';
import { seedDemoNetwork } from './seed/demo';
import { freeBoxNotificationStep } from './warehouses/freeBoxNotifications';
import { duePricesStep } from './warehouses/prices/applyPrices';
import { startTiming } from './startTiming';

/** Starts the server: validated configuration, database (PostgreSQL or embedded PGlite), demo data. */
async function main() {
  const step = startTiming();
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const { env } = config;
  step('configuration');
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  step('database opened and migrated');
  // The demo data (seeded once, checked at every start) is in place before listening; the app is
  // built meanwhile, as building it reads nothing from the database.
  const demoData = env.SEED_DEMO
    ? seedDemoNetwork(database.db).then(() => seedDemoVouchers(database.db))
    : Promise.resolve();
  const gateways = createPaymentGateways(database.db, config);
  // The smart locks: LOCK_MQTT_URL's broker, or an embedded one with a simulated lock for each V2 lock.
  // They start right after listening (no first answer needs them); an unlock that comes earlier waits.
  const locks = startingLockLayer();
  const app = await buildApp({
    db: database.db,
    config,
    distDir: env.DIST_DIR,
    gateways,
    lockLayer: locks,
    logger: { level: env.LOG_LEVEL },
  });
  step('app built');
  // With START_TIMING: when the first request came in (the event loop takes it between start steps).
  let firstRequest = Boolean(process.env.START_TIMING);
  if (firstRequest)
    app.addHook('onRequest', async (req) => {
      if (!firstRequest) return;
      firstRequest = false;
      step(`first request ${req.url}`);
    });
  await demoData;
  step('demo data');
  for (const warning of startupWarnings(env, config.app.publicUrl)) app.log.warn(warning);
  // E-mails wait in the outbox table; this worker delivers them (SMTP_URL, or the database mailbox).
  const mailWorker = startMailWorker({ db: database.db, mailer: createMailer(env), log: app.log });
  app.addHook('onClose', () => mailWorker.stop());
  // Holds, payment reconciliation, fulfilment and refunds (checkout); rent payments, their refunds and the
  // invoice PDFs (billing); free-box e-mails and the day's prices onto the boxes (warehouses); reset e-mails
  // (auth); clean-up of the queue and of ended rate-limit windows.
  const checkout = { db: database.db, config, gateways };
  const steps = [
    ...checkoutJobSteps(checkout, app.log),
    ...billingJobSteps(checkout, app.log),
    freeBoxNotificationStep(checkout),
    duePricesStep(checkout),
    passwordResetMailStep(checkout),
    pruneJobsStep(database.db),
    pruneRateLimitsStep(database.db),
    pruneChatLogStep(database.db, config.env.CHAT_LOG_DAYS),
    // The sandbox provider's notifications of recurring charges (also when the provider is GoPay now:
    // charges of cards stored with the sandbox may still be notified).
    sandboxNotificationStep(app, database.db, config.payments.sandboxSecret),
  ];
  const jobs = startJobRunner(steps, app.log);
  app.addHook('onClose', () => jobs.stop());
  step('job runner');
  // The admin jobs (billing, notices, contract ends) at their JOB_TIMES, scheduled right after listening.
  let schedule: Promise<AdminSchedule> | undefined;
  app.addHook('onClose', async () => (await schedule?.catch(() => undefined))?.stop());
  // The embedded database opens in this process only: `npm run jobs` and `npm run admin` reach it through this socket.
  if (database.driver === 'pglite') {
    const socket = await startOperatorSocket(
      operatorSocketPath(env.DATA_DIR),
      async (job, now) => {
        try {
          const run = await runAdminJobAt(checkout, job, now);
          app.log.info({ job, runId: run.runId }, describeRun(run));
          return { status: 200, body: run };
        } catch (err) {
          if (err instanceof JobRequestError)
            return { status: 400, body: { status: 400, code: 'bad-request', detail: err.message } };
          throw err;
        }
      },
      // `npm run admin`: the staff commands (the first admin's set-up link).
      async (command, body) => {
        try {
          const done = await runAdminCommand(checkout, command, body);
          app.log.info({ command, email: done.email }, 'staff command from the command line');
          return { status: 200, body: done };
        } catch (err) {
          if (err instanceof AdminCommandError)
            return { status: 400, body: { status: 400, code: 'bad-request', detail: err.message } };
          throw err;
        }
      },
    );
    app.addHook('onClose', () => socket.close());
  }
  step('operator socket');
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  // A signal handler's promise is nobody's: a failed close is logged and still ends the process.
  const onSignal = () =>
    void shutdown().catch((error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  await app.listen({ port: env.PORT, host: env.HOST });
  step('listening');
  // What no first answer needs starts now, side by side. A failed start ends the process, as it did
  // when these started before listening.
  if (env.JOBS_ENABLED) schedule = scheduleAdminJobs(checkout, database, app.log);
  const [running] = await Promise.all([locks.start(startLocks({ db: database.db, env })), schedule]);
  step('locks and admin-job schedule');
  if (running.simulators) {
    app.log[env.NODE_ENV === 'production' ? 'warn' : 'info'](
      `locks: embedded MQTT broker at ${running.brokerUrl} with ${running.simulators.states().length} simulated locks (no LOCK_MQTT_URL)`,
    );
  }
  app.log.info(`database: ${database.driver === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${env.DATA_DIR}`}`);
}

void main();
