import { setImmediate as nextTurn } from 'node:timers/promises';
import type { fromPglite } from 'pg-boss';
import type { Database } from '../db/client';

export interface ScheduledJob {
  name: string;
  /** Local time `HH:MM` in the schedule's time zone. */
  at: string;
  /** Does the work; throws to have the run tried again later. */
  run(): Promise<void>;
}

export interface AdminSchedule {
  stop(): Promise<void>;
}

/** pg-boss keeps its tables in their own schema, apart from ours. */
const BOSS_SCHEMA = 'pgboss';
/** A running job renews its claim at half this interval; a claim not renewed for this long has lost its worker. */
const HEARTBEAT_SECONDS = 20;
/**
 * How often each instance looks for jobs whose worker stopped: pg-boss fails them in its monitor
 * pass, which runs at the longer of its supervise and monitor intervals (both 60 s by default).
 */
const SUPERVISE_SECONDS = 15;
/**
 * The retry policy of a failed or abandoned run: the first wait is 15–30 s, then it doubles, up to
 * 20 minutes, eight times (about an hour and a half of retries in all, enough for a database restart).
 */
const RETRY = { retryLimit: 8, retryDelay: 15, retryBackoff: true, retryDelayMax: 1200 } as const;

/** `HH:MM` as a daily cron expression. */
export const dailyCron = (at: string) => {
  const [hour, minute] = at.split(':').map(Number);
  return `${minute} ${hour} * * *`;
};

/**
 * pg-boss on the embedded database. PGlite runs each statement inside this process and answers
 * without waiting on a socket, so a run of statements (pg-boss's start, its maintenance) would keep
 * the event loop from taking any request until it ends. A turn of the event loop before each
 * statement lets requests in between.
 */
const sharingPglite = (
  adapt: typeof fromPglite,
  client: Parameters<typeof fromPglite>[0],
): ReturnType<typeof fromPglite> => {
  const db = adapt(client);
  return {
    ...db,
    executeSql: async (text, values) => {
      await nextTurn();
      return db.executeSql(text, values);
    },
  };
};

/**
 * The admin jobs at their times of day, through pg-boss (a maintained PostgreSQL job queue that also
 * runs on the embedded PGlite through its own adapter). Every instance declares the same schedules
 * and works the same queues; pg-boss sends one job per occurrence for the whole cluster, so each
 * night's run happens once, on whichever instance takes it. An occurrence missed while no instance
 * ran (a deploy, an outage) is sent once when one starts again (`missed: 'once'`). A failed run is
 * tried again eight times, with a doubling wait (15–30 s, 30–60 s, 1–2 min … up to 20 min); the
 * jobs themselves are safe to repeat. A run whose instance died (killed, out of memory, power) stops
 * sending its heartbeat: after HEARTBEAT_SECONDS without one, the next monitor pass of any live
 * instance fails it, and it is retried like a failed run, so a crashed run resumes on a live
 * instance within about a minute instead of waiting out an expiry.
 */
export async function startAdminSchedule(
  database: Database,
  jobs: ScheduledJob[],
  zone: string,
  log: { error(o: object, m: string): void },
  { schema = BOSS_SCHEMA, checkEverySeconds }: { schema?: string; checkEverySeconds?: number } = {},
): Promise<AdminSchedule> {
  // Loaded here, not with the server's code: the schedule starts after the server listens.
  const { PgBoss, fromPglite } = await import('pg-boss');
  const c = database.connection;
  // Tests look at the schedule every second; the server keeps pg-boss's defaults.
  const timing = checkEverySeconds
    ? {
        cronMonitorIntervalSeconds: checkEverySeconds,
        cronWorkerIntervalSeconds: checkEverySeconds,
        superviseIntervalSeconds: checkEverySeconds,
        monitorIntervalSeconds: checkEverySeconds,
      }
    : { superviseIntervalSeconds: SUPERVISE_SECONDS, monitorIntervalSeconds: SUPERVISE_SECONDS };
  const boss = new PgBoss(
    c.driver === 'postgres'
      ? { connectionString: c.url, schema, max: 2, ...timing }
      : { db: sharingPglite(fromPglite, c.client), backend: 'pglite', schema, ...timing },
  );
  boss.on('error', (err) => log.error({ err }, 'admin job scheduler error'));
  await boss.start();
  for (const job of jobs) {
    // A night's run may take long (its heartbeat keeps it), but never more than a few hours.
    await boss.createQueue(job.name, { ...RETRY, heartbeatSeconds: HEARTBEAT_SECONDS, expireInSeconds: 4 * 3600 });
    // A queue made by an earlier version keeps its old policy unless it is updated.
    await boss.updateQueue(job.name, { ...RETRY, heartbeatSeconds: HEARTBEAT_SECONDS, expireInSeconds: 4 * 3600 });
    await boss.schedule(job.name, dailyCron(job.at), null, { tz: zone, missed: 'once' });
    await boss.work(job.name, async () => job.run());
  }
  return { stop: () => boss.stop({ graceful: true, timeout: 30_000 }) };
}
