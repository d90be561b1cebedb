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
 * tried again three times, 5, 10 and 20 minutes later; the jobs themselves are safe to repeat.
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
    ? { cronMonitorIntervalSeconds: checkEverySeconds, cronWorkerIntervalSeconds: checkEverySeconds }
    : {};
  const boss = new PgBoss(
    c.driver === 'postgres'
      ? { connectionString: c.url, schema, max: 2, ...timing }
      : { db: sharingPglite(fromPglite, c.client), backend: 'pglite', schema, ...timing },
  );
  boss.on('error', (err) => log.error({ err }, 'admin job scheduler error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600 });
    await boss.schedule(job.name, dailyCron(job.at), null, { tz: zone, missed: 'once' });
    await boss.work(job.name, async () => job.run());
  }
  return { stop: () => boss.stop({ graceful: true, timeout: 30_000 }) };
}
