/**
 * `npm run jobs -- <JOB> [--now <ISO date or date-time>]`: runs one admin job once and prints what it
 * did, for operators and tests. With DATABASE_URL (PostgreSQL) it opens the database itself, whether
 * or not servers are running (the jobs are safe to run alongside them). With the embedded database,
 * which one process opens at a time, it asks the running server through its operator socket in
 * DATA_DIR, or opens the database itself when no server runs. E-mails it queues are delivered by a
 * server's mail worker. Exit code 0 when the run finished, 1 when it failed, 2 for a wrong request.
 */
import http from 'node:http';
import { ADMIN_JOBS, isAdminJob, type AdminJob } from '@server/config/adminJobs';
import { fixedClock, systemClock } from '@server/config/clock';
import { ConfigError, loadConfig, type ServerConfig } from '@server/config/env';
import { openDatabase } from '@server/db/client';
import { operatorSocketPath, socketAnswers } from '@server/jobs/operatorSocket';
import { describeRun, type JobRunRecord } from '@server/jobs/runs';
import { createPaymentGateways } from '@server/payments/gateways';
import { runAdminJob } from '@server/billing/adminJobs';

const usage = `usage: npm run jobs -- <JOB> [--now <ISO date or date-time>]\n  JOB: ${ADMIN_JOBS.join(', ')}`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

function parseArgs(argv: string[]): { job: AdminJob; now: string | null } {
  const [job, ...rest] = argv;
  if (!job || job === '--help' || job === '-h') fail(usage, job ? 0 : 2);
  if (!isAdminJob(job)) fail(`unknown job ${job}\n${usage}`);
  let now: string | null = null;
  for (let i = 0; i < rest.length; i += 1) {
    const [flag, inline] = rest[i].split('=', 2);
    if (flag !== '--now') fail(`unknown option ${rest[i]}\n${usage}`);
    now = inline ?? rest[(i += 1)] ?? fail(`--now needs a value\n${usage}`);
  }
  return { job, now };
}

function askRunningServer(
  socketPath: string,
  job: string,
  now: string | null,
): Promise<{ status: number; body: unknown }> {
  const query = now === null ? '' : `?now=${encodeURIComponent(now)}`;
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method: 'POST', path: `/jobs/${job}${query}` }, (res) => {
      let text = '';
      res
        .setEncoding('utf8')
        .on('data', (chunk) => (text += chunk))
        .on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.once('error', reject).end();
  });
}

const report = (run: JobRunRecord): never => {
  console.log(describeRun(run));
  process.exit(run.status === 'FINISHED' ? 0 : 1);
};

async function main() {
  const { job, now } = parseArgs(process.argv.slice(2));
  let clock = systemClock;
  if (now !== null) {
    try {
      clock = fixedClock(now);
    } catch {
      fail(`--now must be an ISO date or date-time, e.g. 2027-01-01 or 2027-01-01T02:00; got ${now}`);
    }
  }
  let config: ServerConfig;
  try {
    config = loadConfig(process.env, { clock });
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const { env } = config;
  if (!env.DATABASE_URL) {
    const socketPath = operatorSocketPath(env.DATA_DIR);
    if (await socketAnswers(socketPath)) {
      const answer = await askRunningServer(socketPath, job, now);
      if (answer.status !== 200)
        fail(`the server refused: ${(answer.body as { detail?: string }).detail ?? answer.status}`);
      console.log('(run by the server that holds the embedded database)');
      report(answer.body as JobRunRecord);
    }
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 4 });
  try {
    const run = await runAdminJob(
      { db: database.db, config, gateways: createPaymentGateways(database.db, config) },
      job,
    );
    await database.close();
    report(run);
  } catch (err) {
    await database.close();
    throw err;
  }
}

void main();
