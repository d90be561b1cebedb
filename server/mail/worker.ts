import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { deliverPendingMail, pruneMailOutbox, type DeliveryOptions } from './delivery';
import type { Mailer } from './mailer';

export interface MailWorker {
  /** Stops polling, waits for the run in progress and closes the transport. */
  stop(): Promise<void>;
}

export interface MailWorkerOptions extends DeliveryOptions {
  db: Db;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Pause between runs when the outbox had nothing more to do. */
  pollMs?: number;
}

const PRUNE_EVERY_MS = 3_600_000;

/**
 * Delivers the outbox in the background: a run every `pollMs` (1 s), straight away again while
 * full batches keep coming, and the retention clean-up once an hour. Errors are logged, never thrown:
 * the worker outlives a database hiccup and tries again on the next tick.
 */
export function startMailWorker({ db, mailer, log, pollMs = 1000, ...options }: MailWorkerOptions): MailWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let lastPrune = 0;
  const batchSize = options.batchSize ?? 20;

  const run = async (): Promise<boolean> => {
    try {
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneMailOutbox(db);
      }
      const report = await deliverPendingMail(db, mailer, options);
      if (report.failed) log.warn({ report }, 'mail outbox: gave up on messages after repeated failures');
      return report.sent + report.retried + report.failed >= batchSize;
    } catch (err) {
      log.error({ err }, 'mail outbox: delivery run failed');
      return false;
    }
  };
  const tick = () => {
    running = run().then((more) => {
      running = null;
      if (!stopped) timer = setTimeout(tick, more ? 0 : pollMs);
    });
  };
  timer = setTimeout(tick, pollMs);

  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      mailer.close();
    },
  };
}
