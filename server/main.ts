import { buildApp } from './app';
import { checkoutJobSteps } from './checkout/jobSteps';
import { ConfigError, loadConfig } from './config/env';
import { startupWarnings } from './config/startupWarnings';
import { openDatabase } from './db/client';
import { passwordResetMailStep } from './auth/passwordReset';
import { pruneRateLimitsStep } from './http/rateLimit';
import { pruneChatLogStep } from './chat/log';
import { pruneJobsStep } from './jobs/queue';
import { startJobRunner } from './jobs/runner';
import { createMailer } from './mail/mailer';
import { startMailWorker } from './mail/worker';
import { seedDemoVouchers } from './orders/vouchers';
import { rentalJobSteps, scheduleAdminJobs } from './rentals/jobSteps';
import { JobRequestError, runAdminJobAt } from './rentals/adminJobs';
import { operatorSocketPath, startOperatorSocket } from './jobs/operatorSocket';
import { describeRun } from './jobs/runs';
import { startLocks } from './locks/start';
import { createPaymentGateways } from './payments/gateways';
import { seedDemoNetwork } from './seed/demo';
import { freeBoxNotificationStep } from './warehouses/freeBoxNotifications';

/** Starts the server: validated configuration, database (PostgreSQL or embedded PGlite), demo data. */
async function main() {
  let config;
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
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
  if (env.SEED_DEMO) {
    await seedDemoNetwork(database.db);
    await seedDemoVouchers(database.db);
  }
  const gateways = createPaymentGateways(database.db, config);
  // The smart locks: LOCK_MQTT_URL's broker, or an embedded one with a simulated lock for each V2 lock.
  const locks = await startLocks({ db: database.db, env });
  const app = await buildApp({ db: database.db, config, distDir: env.DIST_DIR, gateways, locks: locks.controller, lockSimulators: locks.simulators, logger: { level: env.LOG_LEVEL } });
  app.addHook('onClose', () => locks.close());
  for (const warning of startupWarnings(env, config.app.publicUrl)) app.log.warn(warning);
  if (locks.simulators) {
    app.log[env.NODE_ENV === 'production' ? 'warn' : 'info'](`locks: embedded MQTT broker at ${locks.brokerUrl} with ${locks.simulators.states().length} simulated locks (no LOCK_MQTT_URL)`);
  }
  // E-mails wait in the outbox table; this worker delivers them (SMTP_URL, or the database mailbox).
  const mailWorker = startMailWorker({ db: database.db, mailer: createMailer(env), log: app.log });
  app.addHook('onClose', () => mailWorker.stop());
  // Holds, payment reconciliation, fulfilment and refunds (checkout); ending contracts and rent payments
  // (rentals); free-box e-mails (warehouses); reset e-mails (auth); clean-up of the queue and of ended rate-limit windows.
  const checkout = { db: database.db, config, gateways };
  const steps = [...checkoutJobSteps(checkout, app.log), ...rentalJobSteps(checkout, app.log), freeBoxNotificationStep(checkout), passwordResetMailStep(checkout), pruneJobsStep(database.db), pruneRateLimitsStep(database.db), pruneChatLogStep(database.db, config.env.CHAT_LOG_DAYS)];
  const jobs = startJobRunner(steps, app.log);
  app.addHook('onClose', () => jobs.stop());
  // The admin jobs (billing, notices, contract ends) at their JOB_TIMES.
  if (env.JOBS_ENABLED) {
    const schedule = await scheduleAdminJobs(checkout, database, app.log);
    app.addHook('onClose', () => schedule.stop());
  }
  // The embedded database opens in this process only: `npm run jobs` reaches it through this socket.
  if (database.driver === 'pglite') {
    const socket = await startOperatorSocket(operatorSocketPath(env.DATA_DIR), async (job, now) => {
      try {
        const run = await runAdminJobAt(checkout, job, now);
        app.log.info({ job, runId: run.runId }, describeRun(run));
        return { status: 200, body: run };
      } catch (err) {
        if (err instanceof JobRequestError) return { status: 400, body: { status: 400, code: 'bad-request', detail: err.message } };
        throw err;
      }
    });
    app.addHook('onClose', () => socket.close());
  }
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`database: ${database.driver === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${env.DATA_DIR}`}`);
}

void main();
