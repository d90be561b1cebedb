import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config/env';
import { openDatabase, type Database } from '@server/db/client';
import { rent } from '@server/db/schema';
import { operatorSocketPath, socketAnswers } from '@server/jobs/operatorSocket';
import { seedContracts } from '@server/testing/billing';

/**
 * `npm run jobs -- <JOB> [--now …]` as an operator uses it: on the embedded database with no server
 * running, through a running server's operator socket, with wrong input, and on PostgreSQL (when the
 * tests have one) from three processes at the same moment.
 */
const node = process.execPath;
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runJobs(args: string[], env: Record<string, string>): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(node, ['--import', 'tsx', 'scripts/jobs.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Contracts whose first month ends on 31 January 2027: their second period is due on 1 February. */
async function seedDue(database: Database, count: number) {
  const config = loadConfig({ NODE_ENV: 'test' });
  const countries = ['SVK', 'CZE', 'POL', 'HUN', 'ROU'] as const;
  return seedContracts(
    database.db,
    config,
    Array.from({ length: count }, (_, i) => ({
      country: countries[i % 5],
      periodMonths: 1,
      startAt: '2027-01-01',
      rentMonthlyMinor: 4900,
      insuranceMonthlyMinor: 0,
    })),
  );
}

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'jobs-command-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('npm run jobs on the embedded database', () => {
  it('opens the database itself when no server runs, and prints what the run did; a second run finds nothing', async () => {
    const dataDir = await tempDir();
    const database = await openDatabase({ dataDir });
    await seedDue(database, 3);
    await database.close();

    const first = await runJobs(['PAYMENT_PROCESSING', '--now', '2027-02-01T02:00'], { DATA_DIR: dataDir });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /^PAYMENT_PROCESSING as of 2027-02-01: FINISHED, 3 processed \(issued 3, paid 3\) in \d+\.\d s$/m,
    );
    const second = await runJobs(['PAYMENT_PROCESSING', '--now=2027-02-01'], { DATA_DIR: dataDir });
    expect(second.stdout).toMatch(/as of 2027-02-01: FINISHED, 0 processed in/);
  }, 180_000);

  it('asks a running server through its operator socket (a file only the server’s user may open)', async () => {
    const dataDir = await tempDir();
    const database = await openDatabase({ dataDir });
    await seedDue(database, 2);
    await database.close();
    await startServer(dataDir);

    const ran = await runJobs(['PAYMENT_PROCESSING', '--now', '2027-02-01T02:00'], { DATA_DIR: dataDir });
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain('(run by the server that holds the embedded database)');
    expect(ran.stdout).toMatch(/PAYMENT_PROCESSING as of 2027-02-01: FINISHED, 2 processed \(issued 2, paid 2\)/);
    const refused = await runJobs(['CANCEL_CONTRACTS', '--now', '31/12/2026'], { DATA_DIR: dataDir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--now must be an ISO date or date-time');
  }, 240_000);

  it('refuses an unknown job with the list of jobs', async () => {
    const ran = await runJobs(['PAYMENTS'], { DATA_DIR: await tempDir() });
    expect(ran.code).toBe(2);
    expect(ran.stderr).toContain('unknown job PAYMENTS');
    expect(ran.stderr).toContain('NOTIFY_CONTRACTS_BEFORE_TERMINATION');
  });
});

/** The real server on the embedded database in `dataDir`, until the file's tests end. */
async function startServer(dataDir: string) {
  const server = spawn(node, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      MAILBOX_ENABLED: 'false',
    },
  });
  cleanup.push(() => stop(server));
  const socket = operatorSocketPath(dataDir);
  // Up to two minutes: on a busy machine the server compiles and migrates slowly.
  for (let i = 0; i < 1200 && !(await socketAnswers(socket)); i += 1) await new Promise((r) => setTimeout(r, 100));
  expect(await socketAnswers(socket)).toBe(true);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const postgres = process.env.TEST_DATABASE_URL;

describe('PAYMENT_PROCESSING from three processes at once', () => {
  // On PostgreSQL (TEST_DATABASE_URL, as in CI) three processes with their own connections; on the
  // embedded database three commands at once, run side by side by the server that holds it.
  it(
    `bill and charge each contract exactly once (${postgres ? 'PostgreSQL' : 'embedded database'})`,
    () => (postgres ? onPostgres() : onEmbedded()),
    180_000,
  );
});

async function onEmbedded() {
  {
    const dataDir = await tempDir();
    const database = await openDatabase({ dataDir });
    await seedDue(database, 150);
    await database.close();
    await startServer(dataDir);
    const runs = await Promise.all(
      [1, 2, 3].map(() => runJobs(['PAYMENT_PROCESSING', '--now', '2027-02-01T02:00'], { DATA_DIR: dataDir })),
    );
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
    expect(runs.map((r) => Number(/FINISHED, (\d+) processed/.exec(r.stdout)?.[1])).reduce((a, b) => a + b, 0)).toBe(
      150,
    );
    // The server is stopped before the database is read here (one process at a time).
    await cleanup.pop()!();
    const after = await openDatabase({ dataDir });
    const perContract = await after.db.select({ n: sql<number>`count(*)::int` }).from(rent).groupBy(rent.contractId);
    expect(perContract.filter((r) => Number(r.n) !== 2)).toEqual([]);
    expect(perContract).toHaveLength(150);
    await after.close();
  }
}

async function onPostgres() {
  {
    // A database of its own: the command works on a whole database, as in production.
    const name = `jobs_${Date.now().toString(36)}`;
    const admin = await openDatabase({ databaseUrl: postgres, dataDir: '', schema: `t_${name}` });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const url = new URL(postgres!);
    url.pathname = `/${name}`;
    cleanup.push(async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.db.execute(sql.raw(`drop schema if exists t_${name} cascade`));
      await admin.close();
    });
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    const seeded = await seedDue(database, 600);
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        runJobs(['PAYMENT_PROCESSING', '--now', '2027-02-01T02:00'], { DATABASE_URL: url.toString() }),
      ),
    );
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0]);
    const processed = runs.map((r) => Number(/FINISHED, (\d+) processed/.exec(r.stdout)?.[1]));
    expect(processed.reduce((a, b) => a + b, 0)).toBe(600);
    const perContract = await database.db
      .select({ contractId: rent.contractId, n: sql<number>`count(*)::int` })
      .from(rent)
      .groupBy(rent.contractId);
    expect(perContract.filter((r) => Number(r.n) !== 2)).toEqual([]);
    expect(perContract).toHaveLength(seeded.length);
    const autopaid = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(rent)
      .where(eq(rent.payMethod, 'AUTOPAY'));
    expect(Number(autopaid[0].n)).toBe(600);
    const charges = await database.db.execute(
      sql`select count(*)::int as n from sandbox_payment where parent_id is not null`,
    );
    expect(Number((charges as unknown as { rows: { n: number }[] }).rows[0].n)).toBe(600);
    await database.close();
  }
}
