/**
 * npm run bench:billing [-- --contracts N | --sizes 10000,100000] [--postgres-only] — the nightly PAYMENT_PROCESSING job on N contracts
 * (10,000 by default) whose next period begins on the same day: each gets its rent and invoice, its
 * stored sandbox card charged, the payment recorded and a receipt e-mail queued. Runs on PostgreSQL
 * when DATABASE_URL is set and answers, and on PGlite. Each run gets a fresh database, seeded by one
 * process, and the job runs in a new process; a smaller run first shows that memory stays flat as the
 * count grows (the job bills in batches). Exits 1 only when a run fails or leaves wrong data; a missed time target is only printed.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** Target on PostgreSQL: 10,000 contracts within 60 s. */
const TARGET_CONTRACTS = 10_000;
const TARGET_SECONDS = 60;

export interface BillingRunResult {
  driver: 'postgres' | 'pglite';
  contracts: number;
  dueDay: string;
  seedSeconds: number;
  /** The job's own time, from its run record. */
  runSeconds: number;
  wallSeconds: number;
  /** CPU time of this Node process (user + system) while the job ran. */
  nodeCpuSeconds: number;
  /** How busy all the machine's cores were while the job ran (Linux only). */
  machineBusyPercent: number | null;
  status: string;
  described: string;
  rssBeforeMiB: number;
  /** Highest RSS sampled every 100 ms while the job ran. */
  peakRssMiB: number;
  peakHeapMiB: number;
  heapBeforeMiB: number;
  heapAfterGcMiB: number;
  /** The run process's peak RSS as the kernel counts it, the check after the run included. */
  processMaxRssMiB: number;
  correct: boolean;
  checks: string[];
}

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const contracts = Number(argument('--contracts') ?? 10_000);
if (!Number.isInteger(contracts) || contracts < 1) {
  console.error(`--contracts must be a whole number of at least 1; got ${argument('--contracts')}`);
  process.exit(2);
}
const smaller = Math.max(1, Math.min(2_000, Math.round(contracts / 5)));
/** `--sizes 10000,100000` runs exactly those sizes (to see whether the time grows in line with them). */
const sizes =
  argument('--sizes')
    ?.split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0) ?? (smaller < contracts ? [smaller, contracts] : [contracts]);
/** `--postgres-only` skips PGlite (100,000 contracts take long on the embedded database). */
const postgresOnly = process.argv.includes('--postgres-only');

/** Whether the PostgreSQL of `url` answers; the reason when not. */
async function postgresAnswers(url: string): Promise<string | null> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return (err as Error).message || String(err);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs one step in a new Node process; resolves with its stdout lines (the rest passed through). */
function step(env: Record<string, string>): Promise<string[]> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/bench/billing-run.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) =>
    /^(SEEDED|RESULT) /.test(line) ? lines.push(line) : console.log(line),
  );
  return new Promise((resolve, reject) =>
    child.once('close', (code) =>
      code === 0
        ? resolve(lines)
        : reject(new Error(`billing ${env.BENCH_STEP} step of ${env.BENCH_CONTRACTS} contracts exited with ${code}`)),
    ),
  );
}

/** Seeds a fresh database in one process, then runs the job in another, so the run's memory holds nothing of the seeding. */
async function runOnce(n: number, databaseUrl?: string): Promise<BillingRunResult> {
  const where: Record<string, string> = databaseUrl
    ? { BENCH_DATABASE_URL: databaseUrl, BENCH_SCHEMA: `bench_billing_${randomBytes(4).toString('hex')}` }
    : { BENCH_DATABASE_URL: '', BENCH_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-billing-')) };
  const env = { ...where, BENCH_CONTRACTS: String(n) };
  const seeded = (await step({ ...env, BENCH_STEP: 'seed' })).find((l) => l.startsWith('SEEDED '));
  const ran = (await step({ ...env, BENCH_STEP: 'run', BENCH_SEED_SECONDS: seeded?.split(' ')[1] ?? '0' })).find((l) =>
    l.startsWith('RESULT '),
  );
  if (!ran) throw new Error(`billing run of ${n} contracts printed no result`);
  return JSON.parse(ran.slice('RESULT '.length));
}

const thousands = (n: number) => n.toLocaleString('en-US');
const columns: [string, number][] = [
  ['database', 11],
  ['contracts', 10],
  ['seed s', 8],
  ['run s', 8],
  ['contracts/s', 12],
  ['peak RSS', 10],
  ['heap after GC', 14],
  ['correct', 8],
];
const row = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(columns[i][1]) : c.padStart(columns[i][1]))).join('  ');
const rate = (r: BillingRunResult) => r.contracts / r.runSeconds;
const label = (r: BillingRunResult) => (r.driver === 'postgres' ? 'PostgreSQL' : 'PGlite');

const databases: { name: string; url?: string }[] = [];
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) console.log('PostgreSQL: skipped — set DATABASE_URL=postgres://… to benchmark it as well.');
else {
  const why = await postgresAnswers(databaseUrl);
  if (why) console.log(`PostgreSQL: skipped — DATABASE_URL does not answer (${why}).`);
  else databases.push({ name: 'PostgreSQL', url: databaseUrl });
}
if (!postgresOnly) databases.push({ name: 'PGlite' });

const results: BillingRunResult[] = [];
let failed = false;
for (const database of databases) {
  for (const n of sizes) {
    console.log(`${database.name}: seeding ${thousands(n)} contracts and running PAYMENT_PROCESSING …`);
    try {
      results.push(await runOnce(n, database.url));
    } catch (err) {
      console.log(`  ${(err as Error).message}`);
      failed = true;
    }
  }
}

if (results.length) {
  const r0 = results[0];
  console.log(
    `\nPAYMENT_PROCESSING as of ${r0.dueDay}, sandbox card provider, every contract due that day; a fresh database per run, the job in a process of its own`,
  );
  console.log(row(columns.map(([name]) => name)));
  for (const r of results) {
    console.log(
      row([
        label(r),
        thousands(r.contracts),
        r.seedSeconds.toFixed(1),
        r.runSeconds.toFixed(1),
        rate(r).toFixed(0),
        `${r.peakRssMiB.toFixed(0)} MiB`,
        `${r.heapAfterGcMiB.toFixed(1)} MiB`,
        r.correct ? 'yes' : 'NO',
      ]),
    );
  }
  console.log(
    "\nrun s: the job run's own time (its job_run record); peak RSS: sampled every 100 ms while the job ran; heap after GC: heap used after a forced collection once it finished.",
  );

  console.log(
    '\nCPU while the job ran: this Node process, and all cores of the machine (Node and the database server together):',
  );
  for (const r of results) {
    const machine = r.machineBusyPercent === null ? '' : `; all cores ${r.machineBusyPercent.toFixed(0)} % busy`;
    console.log(
      `  ${label(r).padEnd(10)} ${thousands(r.contracts).padStart(7)}: Node ${r.nodeCpuSeconds.toFixed(1)} s CPU in ${r.runSeconds.toFixed(1)} s (${((100 * r.nodeCpuSeconds) / r.runSeconds).toFixed(0)} % of one core, ${((1000 * r.nodeCpuSeconds) / r.contracts).toFixed(2)} ms a contract)${machine}`,
    );
  }

  console.log('\nMemory against the number of contracts:');
  for (const name of ['postgres', 'pglite'] as const) {
    const runs = results.filter((r) => r.driver === name);
    for (const r of runs) {
      console.log(
        `  ${label(r).padEnd(10)} ${thousands(r.contracts).padStart(7)}: RSS ${r.rssBeforeMiB.toFixed(0)} MiB before the run, peak ${r.peakRssMiB.toFixed(0)} MiB during it; heap ${r.heapBeforeMiB.toFixed(1)} MiB before, peak ${r.peakHeapMiB.toFixed(1)} MiB, ${r.heapAfterGcMiB.toFixed(1)} MiB after GC; process peak ${r.processMaxRssMiB.toFixed(0)} MiB`,
      );
    }
    if (runs.length === 2) {
      const [a, b] = runs;
      const growth = (x: number, y: number) => `${y - x >= 0 ? '+' : ''}${(y - x).toFixed(1)} MiB`;
      console.log(
        `  ${label(a).padEnd(10)} ${thousands(b.contracts / a.contracts)}× the contracts: peak RSS ${growth(a.peakRssMiB, b.peakRssMiB)}, RSS added by the run ${(a.peakRssMiB - a.rssBeforeMiB).toFixed(1)} → ${(b.peakRssMiB - b.rssBeforeMiB).toFixed(1)} MiB, peak heap ${growth(a.peakHeapMiB, b.peakHeapMiB)}, heap after GC ${growth(a.heapAfterGcMiB, b.heapAfterGcMiB)}`,
      );
    }
  }

  console.log('\nCorrectness:');
  for (const r of results) {
    console.log(`  ${label(r)}, ${thousands(r.contracts)} contracts:`);
    for (const line of r.checks) console.log(`    ${line}`);
    if (!r.correct) failed = true;
  }

  console.log('\nTime against the number of contracts (linear when the rate stays the same):');
  for (const name of ['postgres', 'pglite'] as const) {
    const runs = results.filter((r) => r.driver === name).sort((a, b) => a.contracts - b.contracts);
    for (let i = 1; i < runs.length; i += 1) {
      const [a, b] = [runs[i - 1], runs[i]];
      console.log(
        `  ${label(a).padEnd(10)} ${thousands(a.contracts)} → ${thousands(b.contracts)} contracts (×${(b.contracts / a.contracts).toFixed(1)}): run time ×${(b.runSeconds / a.runSeconds).toFixed(2)}, ${rate(a).toFixed(0)} → ${rate(b).toFixed(0)} contracts/s`,
      );
    }
  }

  const target = results.filter(
    (r) => r.driver === 'postgres' && (r.contracts === TARGET_CONTRACTS || r.contracts === contracts),
  );
  const needed = TARGET_CONTRACTS / TARGET_SECONDS;
  console.log(
    `\nTarget on PostgreSQL: ${thousands(TARGET_CONTRACTS)} contracts within ${TARGET_SECONDS} s (at least ${needed.toFixed(0)} contracts/s)`,
  );
  if (!target.length) console.log('  not measured (PostgreSQL skipped)');
  for (const r of target) {
    const projected = TARGET_CONTRACTS / rate(r);
    const scaled =
      r.contracts === TARGET_CONTRACTS
        ? ''
        : ` (${projected.toFixed(1)} s projected for ${thousands(TARGET_CONTRACTS)})`;
    console.log(
      `  ${thousands(r.contracts)} contracts in ${r.runSeconds.toFixed(1)} s, ${rate(r).toFixed(0)} contracts/s${scaled}: ${rate(r) >= needed ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log('  PGlite: no target.');
}

process.exit(failed ? 1 : 0);
