import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import type { Database } from '../db/client';
import { openTestDatabase } from './testDatabase';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real server on a fresh database, driven with `app.inject` (no socket). */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const app = await buildApp({ db: database.db, config, distDir: '/nonexistent' });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
