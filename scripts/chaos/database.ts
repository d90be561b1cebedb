/** A fresh PostgreSQL database per chaos run: created, migrated, seeded with contracts due today, dropped. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { OperatingCountry } from '@contract/countries';
import { systemClock, todayOf } from '@server/config/clock';
import { loadConfig } from '@server/config/env';
import { type Db, openDatabase, queryRows } from '@server/db/client';
import { type ContractSpec, periodStartDueOn, seedContracts } from '@server/testing/billing';

const COUNTRIES: OperatingCountry[] = ['SVK', 'CZE', 'POL', 'HUN', 'ROU'];
const PERIODS = [1, 3, 6, 12];

export interface ChaosDatabase {
  url: string;
  db: Db;
  /** Seeds `n` contracts whose next period begins today; answers today. */
  seed(n: number): Promise<string>;
  /** Seconds from `killedAt` to the first PAYMENT_PROCESSING run started after it, or null. */
  resumedAfter(killedAt: number): Promise<number | null>;
  drop(): Promise<void>;
}

async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createDatabase(baseUrl: string): Promise<ChaosDatabase> {
  const name = `chaos_${randomBytes(5).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 4 });
  return {
    url: url.toString(),
    db: database.db,
    async seed(n) {
      const today = todayOf(systemClock);
      const specs: ContractSpec[] = Array.from({ length: n }, (_, i) => {
        const periodMonths = PERIODS[Math.floor(i / COUNTRIES.length) % PERIODS.length];
        return {
          country: COUNTRIES[i % COUNTRIES.length],
          periodMonths,
          startAt: periodStartDueOn(today, periodMonths),
          rentMonthlyMinor: 4900 + (i % 7) * 500,
          insuranceMonthlyMinor: i % 3 === 0 ? 700 : 0,
          cardDeclines: i % 50 === 49,
        };
      });
      await seedContracts(database.db, loadConfig({ SANDBOX_PAYMENT_SECRET: 'chaos-sandbox-secret' }), specs);
      await database.db.execute(sql`analyze`);
      return today;
    },
    async resumedAfter(killedAt) {
      const [row] = await queryRows<{ started_at: Date }>(
        database.db,
        sql`select min(started_at) as started_at from job_run
          where job = 'PAYMENT_PROCESSING' and started_at > ${new Date(killedAt).toISOString()}::timestamptz`,
      );
      return row?.started_at ? (new Date(row.started_at).getTime() - killedAt) / 1000 : null;
    },
    async drop() {
      await database.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
