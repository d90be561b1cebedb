/**
 * Benchmark server: a fresh database seeded with the synthetic network, the real app, plus a trivial
 * route for comparison. Prints `READY <port> <seconds spent seeding>` on stdout when listening.
 * PostgreSQL runs in a private schema that is dropped on exit.
 */
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config/env';
import { openDatabase, queryRows, type Db } from '@server/db/client';
import { seedSyntheticNetwork } from '@server/seed/synthetic';
import { warehousesAround } from '@server/warehouses/search';
import { percentile } from './paced';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const warehouses = Number(process.env.BENCH_WAREHOUSES ?? 10_000);
const boxesPerWarehouse = Number(process.env.BENCH_BOXES_PER_WAREHOUSE ?? 30);
const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;

const database = await openDatabase({
  databaseUrl,
  dataDir: 'memory://',
  schema,
  poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const started = Date.now();
await seedSyntheticNetwork(database.db, { warehouses, boxesPerWarehouse, seed: 42 });
if (databaseUrl) await database.db.execute(sql`analyze`);
const seedSeconds = (Date.now() - started) / 1000;

const app = await buildApp({
  db: database.db,
  config: loadConfig({
    NODE_ENV: 'production',
    PAYMENT_PROVIDER: 'sandbox',
    SANDBOX_PAYMENT_SECRET: 'bench-sandbox-secret',
  }),
  distDir: '/nonexistent',
});
app.get('/bench/trivial', async () => ({ ok: true }));
// Two reference routes that bound what `around` can reach on this machine: one database round trip
// with nothing to compute, and an `around` answer of the usual size sent from memory.
app.get(
  '/bench/database-round-trip',
  async () => (await queryRows<{ ok: boolean }>(database.db, sql`select true as ok`))[0],
);
let sampleAnswer = '';
app.get('/bench/around-from-memory', (_req, reply) => reply.type('application/json').send(sampleAnswer));
/** In English: the route's language when a request names none, as the load generator's requests do. */
async function capturedAroundStatement(lat: number, lng: number): Promise<SQL> {
  let captured: SQL | undefined;
  const execute = async (query: SQL) => {
    captured = query;
    return { rows: [] };
  };
  const recorder = { execute } as unknown as Db;
  await warehousesAround(recorder, { lat, lng, limit: 20 }, 'EN');
  return captured!;
}
// The database's own ceiling for `around`: the very statements the route runs (captured from the
// search code with random points), sent straight to the database on the same connection pool for
// `seconds` with `concurrency` in flight: no HTTP, no mapping of rows, no JSON.
app.get('/bench/bare-around', async (request) => {
  const { seconds = '10', concurrency = '32' } = request.query as Record<string, string>;
  let s = 11;
  const next = () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const statements = await Promise.all(
    Array.from({ length: 2000 }, () => capturedAroundStatement(44 + next() * 10, 13 + next() * 14)),
  );
  const latencies: number[] = [];
  const end = performance.now() + Number(seconds) * 1000;
  let i = 0;
  await Promise.all(
    Array.from({ length: Number(concurrency) }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        await queryRows(database.db, statements[i++ % statements.length]);
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rate: latencies.length / Number(seconds),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
});
// The time each `around` answer took inside the server (from the request's arrival to the answer's
// last byte handed to the socket), so a run can tell the server's own tail from the time a request
// waited to be read, or an answer to be read by the load generator, on the shared cores.
let serverTimes: number[] = [];
app.addHook('onResponse', async (request, reply) => {
  if (request.url.startsWith('/api/client/warehouse/around')) serverTimes.push(reply.elapsedTime);
});
app.get('/bench/server-times', async (request) => {
  const sorted = serverTimes.sort((a, b) => a - b);
  const answer = {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
  };
  if ((request.query as Record<string, string>).reset === '1') serverTimes = [];
  return answer;
});
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
// A signal handler's promise is nobody's: a failed clean-up is printed and still ends the process.
const onSignal = () =>
  void stop().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
process.on('SIGTERM', onSignal);
process.on('SIGINT', onSignal);
