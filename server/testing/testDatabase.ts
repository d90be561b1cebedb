import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a private schema in
 * the PostgreSQL of `TEST_DATABASE_URL` (dropped on close), so files can run in parallel.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://', snapshot: migratedSnapshot() });
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({ databaseUrl: url, dataDir: '', schema, poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`)).catch(() => {});
      await database.close();
    },
  };
}

let snapshot: Blob | undefined;

/** The migrated database the server tests' global set-up dumped (pgliteSnapshot.ts), read once per worker. */
function migratedSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (!file) return undefined;
  snapshot ??= new Blob([readFileSync(file)]);
  return snapshot;
}
