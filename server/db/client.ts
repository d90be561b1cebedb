import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: every query in the server is written once against it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'postgres' | 'pglite';
  /** What a library that needs its own access to the same database is given (the admin-job scheduler). */
  connection: { driver: 'postgres'; url: string } | { driver: 'pglite'; client: import('@electric-sql/pglite').PGlite };
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database in `dataDir`
 * (`memory://` keeps it in memory, for tests). Applies the committed migrations either way.
 */
export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL schema to work in (tests give each file its own); `public` by default. */
  schema?: string;
  /** PGlite only: a dumped data directory to start from instead of an empty database (tests). */
  snapshot?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, opts.poolSize ?? 10, opts.schema)
    : await openPglite(opts.dataDir, opts.snapshot);
  try {
    await migrateDatabase(database, opts.schema);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

async function openPostgres(url: string, poolSize: number, searchPath?: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  if (searchPath && !/^[a-z_][a-z0-9_]*$/.test(searchPath)) throw new Error(`invalid schema name ${searchPath}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(searchPath ? { options: `-c search_path=${searchPath},public` } : {}),
  });
  if (searchPath) await pool.query(`create schema if not exists ${searchPath}`);
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  // Raw queries run as named prepared statements: each connection plans a query shape once.
  preparedRunners.set(db, async (query) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = `q${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    return (await pool.query({ name, text, values: params as unknown[] })).rows;
  });
  return { db, driver: 'postgres', connection: { driver: 'postgres', url }, close: () => pool.end() };
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // `cube` backs the nearby-search index (migration 0002); PGlite ships it and loads it on demand.
  const client = await PGlite.create(dataDir, { extensions: { cube }, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, driver: 'pglite', connection: { driver: 'pglite', client }, close: () => client.close() };
}

/** The advisory lock migrations take on PostgreSQL (an arbitrary number of our own). */
const MIGRATION_LOCK = 7_301_947_211;

async function migrateDatabase(database: Database, schema?: string): Promise<void> {
  if (database.connection.driver === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Instances (or test files) starting at once on one database migrate one at a time: steps for
    // the whole database, such as creating an extension, would otherwise race and fail one of them
    // ("duplicate key … pg_extension_name_index"), and two could apply the same migration. The lock
    // is held by a connection of its own, apart from the pool the migration runs on.
    const { default: pg } = await import('pg');
    const lock = new pg.Client({ connectionString: database.connection.url });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(database.db as never, { migrationsFolder, ...(schema ? { migrationsSchema: schema } : {}) });
    } finally {
      await lock.end();
    }
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
}

const dialect = new PgDialect();
const preparedRunners = new WeakMap<Db, (query: SQL) => Promise<unknown[]>>();

/**
 * Runs raw SQL and returns its rows. On a PostgreSQL pool it is a prepared statement (hot search
 * queries skip planning); inside a transaction or on PGlite it is a plain query.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const prepared = preparedRunners.get(db);
  if (prepared) return (await prepared(query)) as T[];
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
