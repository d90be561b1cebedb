/**
 * npm run chaos:billing [-- --contracts N] [-- --points a,b]: the nightly PAYMENT_PROCESSING on two
 * server instances sharing one PostgreSQL database, one of them killed with SIGKILL at a chosen
 * point of the billing path (see server/ops/chaos.ts), then started again. For each kill point, on a
 * fresh database of N contracts (3,000 by default, every 50th card declining later charges) due
 * today, it checks from our tables and the sandbox provider's books that every contract was billed
 * once, every charge the provider made is recorded once and matched to its rent, no "card payment
 * failed" e-mail went for a charged or never-tried card, no customer is asked to pay a charged rent,
 * and everything was settled within 3 minutes of the kill. Prints a table per kill point; exits 1
 * when a check fails. PostgreSQL from CHAOS_DATABASE_URL (default the local server's `postgres`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE } from '@server/config/clock';
import type { ChaosPoint } from '@server/ops/chaos';
import { type Books, complete, problems, readBooks } from './chaos/checks';
import { createDatabase, type ChaosDatabase } from './chaos/database';
import { type Instance, ready, startInstance, stopInstance } from './chaos/instances';

/** Where each point kills: the how-many-th time the process reaches it (fewer for a small run, see killAt). */
const KILL_AT: Record<ChaosPoint, number> = {
  'batch-open': 8,
  'batch-committed': 8,
  'provider-answered': 300,
  notification: 200,
  reconciliation: 5,
};
const SETTLED_WITHIN_SECONDS = 180;

/** The kill comes about a tenth into a small run, where a fixed count would come too late or never. */
const killAt = (point: ChaosPoint, n: number) =>
  Math.max(1, Math.min(KILL_AT[point], Math.floor((KILL_AT[point] * n) / 3000)));

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const contracts = Number(argument('--contracts') ?? 3_000);
const points = (argument('--points')?.split(',') ?? Object.keys(KILL_AT)) as ChaosPoint[];
for (const p of points) if (!(p in KILL_AT)) throw new Error(`unknown kill point ${p}; one of ${Object.keys(KILL_AT)}`);
const baseUrl = process.env.CHAOS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Outcome {
  point: ChaosPoint;
  killed: string;
  resumedAfter: string;
  settledAfter: string;
  books: Books | null;
  failures: string[];
}

/** The next local minute at least 40 s away (time for both servers to start), as HH:MM. */
function runMinute(): { at: string; startsAt: number } {
  let t = DateTime.now().setZone(BUSINESS_TIME_ZONE).plus({ seconds: 40 }).startOf('minute').plus({ minutes: 1 });
  if (t.toISODate() !== DateTime.now().setZone(BUSINESS_TIME_ZONE).toISODate()) t = t.minus({ minutes: 1 });
  return { at: t.toFormat('HH:mm'), startsAt: t.toMillis() };
}

async function onePoint(point: ChaosPoint, n: number): Promise<Outcome> {
  const database: ChaosDatabase = await createDatabase(baseUrl);
  const workDir = mkdtempSync(path.join(tmpdir(), `chaos-${point}-`));
  const instances: Instance[] = [];
  try {
    const dueDay = await database.seed(n);
    const { at, startsAt } = runMinute();
    const env = {
      NODE_ENV: 'development',
      SEED_DEMO: 'false',
      SANDBOX_PAYMENT_SECRET: 'chaos-sandbox-secret',
      LOG_LEVEL: 'warn',
      JOB_TIMES: `PAYMENT_PROCESSING=${at},CANCEL_CONTRACTS=23:59,NOTIFY_PAYMENTS_TO_BE_ANNOUNCED=23:59,NOTIFY_CONTRACTS_BEFORE_TERMINATION=23:59,NOTIFY_RENTS_WITH_PAYMENT_OVERDUE=23:59`,
      DATA_DIR: workDir,
      // Reconciliation has work only when answers were lost: a run that answers everything leaves
      // it nothing to settle, and so no moment to be killed in.
      ...(point === 'reconciliation' ? { CHAOS_LOSE_ANSWER_EVERY: '50' } : {}),
      ...(process.env.TEST_MQTT_URL ? { LOCK_MQTT_URL: process.env.TEST_MQTT_URL } : {}),
    };
    const options = {
      databaseUrl: database.url,
      logDir: workDir,
      env,
      firstStartEnv: { CHAOS_KILL_AT: `${point}:${killAt(point, n)}`, CHAOS_MARKER_DIR: workDir },
    };
    const base = 41_700 + Math.floor(Math.random() * 200) * 2;
    instances.push(startInstance('A', base, options), startInstance('B', base + 1, options));
    await Promise.all(instances.map((i) => ready(i)));
    // Wait for the run, the kill, and everything to settle (or the limit after the kill).
    let books: Books | null = null;
    let settledAt: number | null = null;
    const giveUpAt = startsAt + 8 * 60_000;
    for (;;) {
      await new Promise((r) => setTimeout(r, 2_000));
      const killedAt = instances.find((i) => i.killedAt)?.killedAt ?? null;
      books = await readBooks(database.db, dueDay);
      if (killedAt && complete(books, n)) {
        settledAt = Date.now();
        break;
      }
      const limit = killedAt ? killedAt + (SETTLED_WITHIN_SECONDS + 60) * 1000 : giveUpAt;
      if (Date.now() > limit) break;
    }
    const killed = instances.find((i) => i.killedAt);
    const failures = books ? problems(books, n) : ['nothing read'];
    if (!killed) failures.unshift('the kill point was never reached');
    const resumed = killed ? await database.resumedAfter(killed.killedAt!) : null;
    const settledSeconds = killed && settledAt ? (settledAt - killed.killedAt!) / 1000 : null;
    if (killed && (settledSeconds === null || settledSeconds > SETTLED_WITHIN_SECONDS))
      failures.push(`not settled within ${SETTLED_WITHIN_SECONDS} s of the kill`);
    return {
      point,
      killed: killed ? `${killed.name} +${((killed.killedAt! - startsAt) / 1000).toFixed(0)} s` : 'no',
      resumedAfter: resumed === null ? '—' : `${resumed.toFixed(0)} s`,
      settledAfter: settledSeconds === null ? '—' : `${settledSeconds.toFixed(0)} s`,
      books,
      failures,
    };
  } finally {
    await Promise.all(instances.map((i) => stopInstance(i)));
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

const columns: [string, number][] = [
  ['kill point', 18],
  ['killed', 10],
  ['resumed', 8],
  ['settled', 8],
  ['billed', 7],
  ['charges', 8],
  ['declined', 9],
  ['fail mails', 10],
  ['twice', 6],
  ['unrecorded', 10],
  ['result', 6],
];
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(columns[i][1])).join(' ');

console.log(
  `chaos:billing: ${contracts.toLocaleString('en-US')} contracts due today, two instances on one PostgreSQL, one killed (SIGKILL) per kill point`,
);
const outcomes: Outcome[] = [];
for (const point of points) {
  console.log(`${point}: seeding, starting two servers, waiting for the scheduled run …`);
  const o = await onePoint(point, contracts);
  outcomes.push(o);
  console.log(`  ${o.failures.length ? `FAILED: ${o.failures.join('; ')}` : 'passed'}`);
}
console.log(`\n${line(columns.map(([c]) => c))}`);
for (const o of outcomes) {
  const b = o.books;
  console.log(
    line([
      o.point,
      o.killed,
      o.resumedAfter,
      o.settledAfter,
      String(b?.billed ?? '—'),
      String(b?.charges ?? '—'),
      String(b?.declined ?? '—'),
      String(b?.failureMails ?? '—'),
      String((b?.billedTwice ?? 0) + (b?.chargedTwice ?? 0)),
      String(b?.unrecorded ?? '—'),
      o.failures.length ? 'FAIL' : 'ok',
    ]),
  );
}
console.log(
  '\nkilled: which instance, seconds after the run was due; resumed: from the kill to the next PAYMENT_PROCESSING run starting; settled: from the kill until every contract was billed and every charge recorded; twice: contracts billed or rents charged twice; unrecorded: charges at the provider not recorded on our payment row.',
);
process.exit(outcomes.some((o) => o.failures.length) ? 1 : 0);
