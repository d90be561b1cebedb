/**
 * npm run bench:api — GET /api/client/warehouse/around on a synthetic network of 10,000 warehouses
 * and 300,000 boxes, on PGlite, and on PostgreSQL too when DATABASE_URL is set. Loopback only; stops
 * by itself. Per database:
 * - throughput (autocannon, closed loop) of `around` next to a trivial Fastify route, a route that
 *   only makes one database round trip and a route that sends an `around` answer from memory; and
 *   `around` once more asking for a compressed answer, as browsers do;
 * - `around` at a fixed offered rate (500 req/s on PostgreSQL, 100 on PGlite, 20 s): p50, p99, max;
 *   then the trivial route and the one-round-trip route at the same rate, the latency floor that the
 *   machine and the load generator set at that rate, whatever the route does;
 * - the database's own ceiling: the same SQL statements sent bare on the same pool, and `around`'s
 *   throughput as a share of it;
 * - cold start: spawning the compiled server (`node build/server.js`, as `npm start` runs it) on an existing database until its first answer.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { coldStartPglite, coldStartPostgres, type ColdStart } from './bench/coldStart';
import { pacedLoad, type PacedFigures } from './bench/paced';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const FIXED_RATE_S = Number(process.env.BENCH_FIXED_RATE_DURATION ?? 20);
const CONNECTIONS = 32;
/** What a browser sends: the server answers it with brotli, so a browser's search costs the compression too. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** Targets printed next to the figures. */
const TARGET = { postgresP99Ms: 10, pgliteP99Ms: 50, shareOfBare: 60, coldStartMs: 3000 };

/** Random search points inside the operating area (SK, CZ, PL, HU, RO), deterministic per run. */
function* searchPoints(seed = 7) {
  let s = seed;
  const next = () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (;;) yield { lat: 44 + next() * 10, lng: 13 + next() * 14 };
}

async function startServer(
  databaseUrl?: string,
): Promise<{ port: number; seedSeconds: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/server.ts'], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => line.startsWith('READY ') && resolve(line));
  });
  const [, port, seconds] = ready.split(' ');
  return {
    port: Number(port),
    seedSeconds: Number(seconds),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, randomPath?: () => string, headers?: Record<string, string>): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(headers ? { headers } : {}),
    ...(randomPath
      ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: randomPath() }) }] }
      : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors + f.non2xx}`;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const paced = (f: PacedFigures) => `p50 ${ms(f.p50)}   p99 ${ms(f.p99)}   max ${ms(f.max)}   errors ${f.errors}`;

async function benchmark(label: string, fixedRate: number, p99TargetMs: number, databaseUrl?: string) {
  const server = await startServer(databaseUrl);
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const points = searchPoints();
    const aroundPath = () => {
      const { lat, lng } = points.next().value!;
      return `/api/client/warehouse/around?lat=${lat.toFixed(5)}&lng=${lng.toFixed(5)}&limit=20`;
    };
    await load(`${base}/bench/trivial`); // warm-up of the JIT and the connection pool
    const trivial = await load(`${base}/bench/trivial`);
    const roundTrip = await load(`${base}/bench/database-round-trip`);
    const fromMemory = await load(`${base}/bench/around-from-memory`);
    const around = await load(`${base}/api/client/warehouse/around`, aroundPath);
    const aroundCompressed = await load(`${base}/api/client/warehouse/around`, aroundPath, {
      'accept-encoding': BROWSER_ENCODINGS,
    });
    await fetch(`${base}/bench/server-times?reset=1`);
    const fixed: PacedFigures = await pacedLoad({ base, rate: fixedRate, seconds: FIXED_RATE_S, path: aroundPath });
    const inServer = (await (await fetch(`${base}/bench/server-times?reset=1`)).json()) as {
      p50: number;
      p99: number;
      max: number;
    };
    const floorTrivial = await pacedLoad({
      base,
      rate: fixedRate,
      seconds: FIXED_RATE_S,
      path: () => '/bench/trivial',
    });
    const floorRoundTrip = await pacedLoad({
      base,
      rate: fixedRate,
      seconds: FIXED_RATE_S,
      path: () => '/bench/database-round-trip',
    });
    const bare = (await (
      await fetch(`${base}/bench/bare-around?seconds=${DURATION_S}&concurrency=${CONNECTIONS}`)
    ).json()) as { rate: number; p50: number; p99: number };
    const ratio = (f: Figures) => `${((f.rps / trivial.rps) * 100).toFixed(1).padStart(5)} %`;
    const share = (around.rps / bare.rate) * 100;
    console.log(
      `\n${label}: 10,000 warehouses seeded in ${server.seedSeconds} s; ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    console.log(`  trivial route                     ${fmt(trivial)}`);
    console.log(`  one database round trip           ${fmt(roundTrip)}   ${ratio(roundTrip)} of trivial`);
    console.log(`  around's answer sent from memory  ${fmt(fromMemory)}   ${ratio(fromMemory)} of trivial`);
    console.log(`  around                            ${fmt(around)}   ${ratio(around)} of trivial`);
    console.log(
      `  around, compressed as browsers ask ${fmt(aroundCompressed)}   ${ratio(aroundCompressed)} of trivial`,
    );
    console.log(
      `  around's SQL sent bare            ${bare.rate.toFixed(0).padStart(7)} stmt/s  p50 ${ms(bare.p50)}   p99 ${ms(bare.p99)}   (same pool, ${CONNECTIONS} in flight)`,
    );
    console.log(
      `  around / its bare SQL: ${share.toFixed(1)} %   (target >= ${TARGET.shareOfBare} %: ${verdict(share >= TARGET.shareOfBare)})`,
    );
    console.log(
      `  around at ${fixed.offered} req/s offered for ${FIXED_RATE_S} s: ${fixed.achieved.toFixed(0)} answered/s   ${paced(fixed)}` +
        `   (target p99 <= ${p99TargetMs} ms: ${verdict(fixed.p99 <= p99TargetMs && fixed.errors === 0)})`,
    );
    console.log(
      `    of which inside the server (arrival to answer sent): p50 ${ms(inServer.p50)}   p99 ${ms(inServer.p99)}   max ${ms(inServer.max)}`,
    );
    console.log(`    the floor at the same rate, the same way:  trivial route ${paced(floorTrivial)}`);
    console.log(`                                               one database round trip ${paced(floorRoundTrip)}`);
  } finally {
    await server.stop();
  }
}

const printColdStart = (c: ColdStart) =>
  console.log(
    `  ${c.label.padEnd(11)} ${c.startsMs.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}   (first start, migrating and seeding: ${(c.firstStartMs / 1000).toFixed(2)} s)` +
      `   target <= ${TARGET.coldStartMs / 1000} s: ${verdict(Math.max(...c.startsMs) <= TARGET.coldStartMs)}`,
  );

const only = process.env.BENCH_ONLY; // `cold` for the cold start alone, `postgres` for PostgreSQL alone
if (only !== 'cold') {
  if (only !== 'postgres') await benchmark('PGlite (embedded)', 100, TARGET.pgliteP99Ms);
  if (process.env.DATABASE_URL) await benchmark('PostgreSQL', 500, TARGET.postgresP99Ms, process.env.DATABASE_URL);
  else console.log('\nSet DATABASE_URL to benchmark PostgreSQL as well.');
}
if (only === undefined || only === 'cold') {
  console.log(
    '\nCold start: spawn of the compiled server (`node build/server.js`, as `npm start`) on an existing database to its first answer (GET /api/info), three starts',
  );
  printColdStart(await coldStartPglite());
  if (process.env.DATABASE_URL) printColdStart(await coldStartPostgres(process.env.DATABASE_URL));
}
