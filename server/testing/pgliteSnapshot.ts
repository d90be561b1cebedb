import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../db/client';

declare module 'vitest' {
  interface ProvidedContext {
    /** A file holding the data directory of a PGlite database with every migration applied. */
    pgliteSnapshot: string;
  }
}

/** PGlite's package.json (not among its exports), found above its entry point. */
function pglitePackageJson(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return path.join(dir, 'package.json');
}

/** Changes whenever a migration or the PGlite release changes, so a stale snapshot is never loaded. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(pglitePackageJson()));
  for (const dir of [migrationsFolder, path.join(migrationsFolder, 'meta')])
    for (const name of readdirSync(dir).sort())
      if (name.includes('.')) hash.update(name).update(readFileSync(path.join(dir, name)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Vitest global set-up of the server tests: a PGlite database is created and migrated once, and its
 * data directory kept in a file that every test file's database starts from. Starting PGlite from
 * it skips initdb and the migrations (about 5 s of CPU for each of the hundred-odd databases the
 * suite opens). Against PostgreSQL (`TEST_DATABASE_URL`) each file migrates its own schema instead.
 */
export default async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const file = path.join(tmpdir(), `self-storage-pglite-${snapshotKey()}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({ dataDir: 'memory://' });
    if (database.connection.driver !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.connection.client.dumpDataDir('none');
    await database.close();
    // Written aside and renamed: a test run started at the same moment never reads half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  project.provide('pgliteSnapshot', file);
}
