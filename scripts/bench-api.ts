/**
 * npm run bench:api — throughput and latency of GET /api/client/warehouse/around on a synthetic
 * network of 10,000 warehouses and 300,000 boxes, next to a trivial Fastify route in the same run.
 * Runs on PGlite, and on PostgreSQL too when DATABASE_URL is set. Loopback only; stops by itself.
 * Two reference routes in the same run show the ceilings: a route that only makes one database round
 * trip, and a route that sends an `around` answer of the same size from memory.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 32;

/** Random search points inside the operating area (SK, CZ, PL, HU, RO), deterministic per run. */
function* searchPoints(seed = 7) {
  let s = seed;
  const next = () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  for (;;) yield { lat: 44 + next() * 10, lng: 13 + next() * 14 };
}

async function startServer(databaseUrl?: string): Promise<{ port: number; seedSeconds: number; stop: () => Promise<void> }> {
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
    stop: () => new Promise((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
}

interface Figures { rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function load(url: string, randomPath?: () => string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(randomPath ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: randomPath() }) }] } : {}),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors + f.non2xx}`;

async function benchmark(label: string, databaseUrl?: string) {
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
    const ratio = (f: Figures) => `${((f.rps / trivial.rps) * 100).toFixed(1).padStart(5)} %`;
    console.log(`\n${label}: 10,000 warehouses seeded in ${server.seedSeconds} s; ${CONNECTIONS} connections, ${DURATION_S} s each`);
    console.log(`  trivial route                     ${fmt(trivial)}`);
    console.log(`  one database round trip           ${fmt(roundTrip)}   ${ratio(roundTrip)} of trivial`);
    console.log(`  around's answer sent from memory  ${fmt(fromMemory)}   ${ratio(fromMemory)} of trivial`);
    console.log(`  around                            ${fmt(around)}   ${ratio(around)} of trivial`);
    console.log(`  around / trivial throughput: ${((around.rps / trivial.rps) * 100).toFixed(1)} %   (target on PostgreSQL: >= 40 %, p99 <= 25 ms)`);
  } finally {
    await server.stop();
  }
}

await benchmark('PGlite (embedded)');
if (process.env.DATABASE_URL) await benchmark('PostgreSQL', process.env.DATABASE_URL);
else console.log('\nSet DATABASE_URL to benchmark PostgreSQL as well.');
