/**
 * Benchmark server: a fresh database seeded with the synthetic network, the real app, plus a trivial
 * route for comparison. Prints `READY <port> <seconds spent seeding>` on stdout when listening.
 * PostgreSQL runs in a private schema that is dropped on exit.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config/env';
import { openDatabase, queryRows } from '../../server/db/client';
import { seedSyntheticNetwork } from '../../server/seed/synthetic';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const warehouses = Number(process.env.BENCH_WAREHOUSES ?? 10_000);
const boxesPerWarehouse = Number(process.env.BENCH_BOXES_PER_WAREHOUSE ?? 30);
const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;

const database = await openDatabase({ databaseUrl, dataDir: 'memory://', schema, poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const started = Date.now();
await seedSyntheticNetwork(database.db, { warehouses, boxesPerWarehouse, seed: 42 });
if (databaseUrl) await database.db.execute(sql`analyze`);
const seedSeconds = (Date.now() - started) / 1000;

const app = await buildApp({ db: database.db, config: loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', SANDBOX_PAYMENT_SECRET: 'bench-sandbox-secret' }), distDir: '/nonexistent' });
app.get('/bench/trivial', async () => ({ ok: true }));
// Two reference routes that bound what `around` can reach on this machine: one database round trip
// with nothing to compute, and an `around` answer of the usual size sent from memory.
app.get('/bench/database-round-trip', async () => (await queryRows<{ ok: boolean }>(database.db, sql`select true as ok`))[0]);
let sampleAnswer = '';
app.get('/bench/around-from-memory', (_req, reply) => reply.type('application/json').send(sampleAnswer));
await app.listen({ port: 0, host: '127.0.0.1' });
sampleAnswer = (await app.inject({ url: '/api/client/warehouse/around?lat=48.14816&lng=17.10674&limit=20' })).body;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`READY ${port} ${seedSeconds.toFixed(1)}\n`);

const stop = async () => {
  await app.close();
  if (schema) await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
