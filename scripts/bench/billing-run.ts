/**
 * One step of a billing benchmark run, in a process of its own (started by scripts/bench-billing.ts
 * with --expose-gc). `BENCH_STEP=seed`: `BENCH_CONTRACTS` contracts whose next period begins on one
 * day, written to a fresh database. `BENCH_STEP=run`, in a new process so that seeding leaves nothing
 * in its memory: PAYMENT_PROCESSING for that day with the sandbox provider, a check of what it wrote,
 * `RESULT <json>` on stdout, and the database removed. PostgreSQL (`BENCH_DATABASE_URL`) works in the
 * schema `BENCH_SCHEMA`; PGlite in the directory `BENCH_DATA_DIR`.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { OperatingCountry } from '@contract/countries';
import { fixedClock } from '@server/config/clock';
import { loadConfig } from '@server/config/env';
import { openDatabase, queryRows, type Database } from '@server/db/client';
import { describeRun } from '@server/jobs/runs';
import { createPaymentGateways } from '@server/payments/gateways';
import { runAdminJob } from '@server/billing/adminJobs';
import { periodStartDueOn, seedContracts, type ContractSpec } from '@server/testing/billing';
import type { BillingRunResult } from '../bench-billing';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const contracts = Number(process.env.BENCH_CONTRACTS ?? 10_000);
/** The day every seeded contract's second period begins. */
const DUE_DAY = process.env.BENCH_DUE_DAY ?? '2027-01-15';
const COUNTRIES: OperatingCountry[] = ['SVK', 'CZE', 'POL', 'HUN', 'ROU'];
const PERIODS = [1, 3, 6, 12];

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const mib = (bytes: number) => bytes / 1024 / 1024;

/** Busy and total CPU time of the whole machine so far (Linux /proc/stat, in clock ticks); null elsewhere. */
function machineCpu(): { busy: number; total: number } | null {
  if (!existsSync('/proc/stat')) return null;
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = ticks[3] + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/** Spread over the five countries and the four period lengths, with varied prices and insurance. */
function specs(n: number): ContractSpec[] {
  const starts = new Map(PERIODS.map((m) => [m, periodStartDueOn(DUE_DAY, m)]));
  return Array.from({ length: n }, (_, i) => {
    const periodMonths = PERIODS[Math.floor(i / COUNTRIES.length) % PERIODS.length];
    return {
      country: COUNTRIES[i % COUNTRIES.length],
      periodMonths,
      startAt: starts.get(periodMonths)!,
      rentMonthlyMinor: 4900 + (i % 7) * 500,
      insuranceMonthlyMinor: i % 3 === 0 ? 700 : 0,
    };
  });
}

const step = process.env.BENCH_STEP;
const schema = process.env.BENCH_SCHEMA ?? '';
const dataDir = process.env.BENCH_DATA_DIR ?? '';
if (step !== 'seed' && step !== 'run') throw new Error('BENCH_STEP must be seed or run');
if (databaseUrl ? !schema : !dataDir)
  throw new Error('BENCH_SCHEMA (PostgreSQL) or BENCH_DATA_DIR (PGlite) is required');

const open = () =>
  openDatabase({
    databaseUrl,
    dataDir,
    schema: databaseUrl ? schema : undefined,
    poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });

/** Removes the benchmark's database: the schema, or the PGlite directory once closed. */
async function remove(database: Database): Promise<void> {
  if (databaseUrl) await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await database.close();
  if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
}

/** What the run must have written: one new rent per contract, paid by card, and invoice numbers without gaps. */
async function verify(database: Database, n: number): Promise<{ ok: boolean; lines: string[] }> {
  const db = database.db;
  const lines: string[] = [];
  let ok = true;
  const check = (pass: boolean, text: string) => {
    ok &&= pass;
    lines.push(`${pass ? 'ok  ' : 'FAIL'} ${text}`);
  };
  const [rents] = await queryRows<{
    rents: number;
    contracts: number;
    autopay: number;
    paid_invoices: number;
    receipts: number;
  }>(
    db,
    sql`
    select count(*)::int as rents,
      count(distinct r.contract_id)::int as contracts,
      (count(*) filter (where r.pay_method = 'AUTOPAY' and r.status = 'PAID' and r.paying_status = 'PAID'))::int as autopay,
      (count(*) filter (where i.paid_at is not null))::int as paid_invoices,
      (select count(*) from mail_outbox where template = 'rent-paid')::int as receipts
    from rent r left join invoice i on i.rent_id = r.id
    where r.period_from = ${DUE_DAY}::date`,
  );
  const [all] = await queryRows<{ contracts: number; rents: number }>(
    db,
    sql`
    select (select count(*) from rental_contract)::int as contracts, (select count(*) from rent)::int as rents`,
  );
  check(
    all.contracts === n && rents.contracts === n && rents.rents === n && all.rents === 2 * n,
    `every one of ${n} contracts got exactly one new rent (${rents.rents} rents for ${rents.contracts} contracts, ${all.rents} rents in all)`,
  );
  check(rents.autopay === n, `${rents.autopay} of them PAID with pay method AUTOPAY`);
  check(rents.paid_invoices === n, `${rents.paid_invoices} invoices of them marked paid`);
  check(rents.receipts === n, `${rents.receipts} receipt e-mails`);
  // Invoice numbers are PREFIX + year + six digits; each country's series of a year runs 1, 2, 3 … to its last value.
  const numbers = await queryRows<{ country: string; number: string }>(db, sql`select country, number from invoice`);
  const series = await queryRows<{ series: string; year: number; last_value: number }>(
    db,
    sql`select series, year, last_value from number_series where series like 'invoice:%'`,
  );
  const byKey = new Map<string, number[]>();
  for (const { country, number } of numbers) {
    const key = `${country} ${number.slice(2, 6)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), Number(number.slice(6))]);
  }
  const problems: string[] = [];
  for (const [key, list] of [...byKey].sort()) {
    list.sort((a, b) => a - b);
    const last = series.find((s) => `${s.series.slice('invoice:'.length)} ${s.year}` === key)?.last_value;
    const gapless = list.every((x, i) => x === i + 1);
    if (!gapless || Number(last) !== list.length)
      problems.push(`${key}: ${list.length} invoices, numbers ${list[0]}–${list.at(-1)}, series at ${last}`);
  }
  check(
    problems.length === 0,
    `invoice numbers of ${byKey.size} country-year series without gap or duplicate${problems.length ? `: ${problems.join('; ')}` : ''}`,
  );
  return { ok, lines };
}

const config = loadConfig(
  {
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    SANDBOX_PAYMENT_SECRET: 'bench-sandbox-secret-0123456789',
    PUBLIC_URL: 'http://127.0.0.1:3000',
  },
  { clock: fixedClock(`${DUE_DAY}T02:00`) },
);
const database = await open();
if (step === 'seed') {
  try {
    const started = performance.now();
    await seedContracts(database.db, config, specs(contracts));
    // A live database has statistics; the freshly filled tables get theirs now.
    await database.db.execute(sql`analyze`);
    process.stdout.write(`SEEDED ${((performance.now() - started) / 1000).toFixed(2)}\n`);
    await database.close();
  } catch (err) {
    await remove(database);
    throw err;
  }
} else {
  try {
    const gateways = createPaymentGateways(database.db, config);
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
    gc();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 100);
    const cpuBefore = process.cpuUsage();
    const machineBefore = machineCpu();
    const started = performance.now();
    const record = await runAdminJob({ db: database.db, config, gateways }, 'PAYMENT_PROCESSING');
    const wallSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const cpu = process.cpuUsage(cpuBefore);
    const machineAfter = machineCpu();
    const end = process.memoryUsage();
    peakRss = Math.max(peakRss, end.rss);
    peakHeap = Math.max(peakHeap, end.heapUsed);
    gc();
    const after = process.memoryUsage();
    console.error(`  ${describeRun(record)}`);

    const verified = await verify(database, contracts);
    const runOk = record.status === 'FINISHED' && record.processed === contracts && record.counts.paid === contracts;
    const result: BillingRunResult = {
      driver: database.driver,
      contracts,
      dueDay: DUE_DAY,
      seedSeconds: Number(process.env.BENCH_SEED_SECONDS ?? 0),
      runSeconds: record.millis / 1000,
      wallSeconds,
      nodeCpuSeconds: (cpu.user + cpu.system) / 1e6,
      machineBusyPercent:
        machineBefore && machineAfter
          ? (100 * (machineAfter.busy - machineBefore.busy)) / (machineAfter.total - machineBefore.total)
          : null,
      status: record.status,
      described: describeRun(record),
      rssBeforeMiB: mib(before.rss),
      peakRssMiB: mib(peakRss),
      peakHeapMiB: mib(peakHeap),
      heapBeforeMiB: mib(before.heapUsed),
      heapAfterGcMiB: mib(after.heapUsed),
      processMaxRssMiB: process.resourceUsage().maxRSS / 1024,
      correct: runOk && verified.ok,
      checks: [`${runOk ? 'ok  ' : 'FAIL'} job record: ${describeRun(record)}`, ...verified.lines],
    };
    process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  } finally {
    await remove(database);
  }
}
