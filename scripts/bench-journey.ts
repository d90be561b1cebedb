/**
 * npm run bench:journey — virtual customers through the whole order journey, as the app drives it:
 * search (around) → warehouse detail and its boxes → offer → summary → place without login →
 * the sandbox provider's own card page ("pay", which sends the provider's signed notification) →
 * order status until FULFILLED. Customers arrive at several fixed offered rates; for each it prints
 * completed orders per second, p99 per call, errors, double bookings (checked in the database: no box
 * with two live contracts or two live orders) and the time from payment to fulfilment.
 *
 * Runs against one server instance, then against two instances sharing one PostgreSQL behind a
 * small round-robin proxy in this script, and prints the throughput of two against one. Every
 * server is the real `node --import tsx server/main.ts` (with its job runner, which fulfils paid
 * orders) on 127.0.0.1; each configuration gets a fresh database of its own, dropped afterwards.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the PostgreSQL to create the
 * databases in. BENCH_JOURNEY_RATES (customers per second, default 2,5,10,20) and
 * BENCH_JOURNEY_SECONDS (arrivals per rate, default 8) shape the run; it stops by itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '@server/db/client';
import { seedSyntheticNetwork } from '@server/seed/synthetic';
import { percentile } from './bench/paced';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const RATES = (process.env.BENCH_JOURNEY_RATES ?? '2,5,10,20').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_JOURNEY_SECONDS ?? 8);
const WAREHOUSES = 200;
const BOXES_PER_WAREHOUSE = 30;
/** How long a customer waits for FULFILLED before it counts as an error. */
const FULFIL_TIMEOUT_MS = 60_000;
const STATUS_POLL_MS = 500;
const SANDBOX_SECRET = 'bench-journey-sandbox-secret';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

// ---------------------------------------------------------------------------------------------
// Databases and servers

async function createDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  // Migrated and seeded here, once, so the servers start on an existing database.
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://', poolSize: 4 });
  await seedSyntheticNetwork(database.db, { warehouses: WAREHOUSES, boxesPerWarehouse: BOXES_PER_WAREHOUSE, seed: 42 });
  await database.db.execute(sql`analyze`);
  await database.close();
  return url.toString();
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const request = http.get(url, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });

/** One real server instance; `publicUrl` is the address customers use (the proxy's, with two). */
async function startInstance(databaseUrl: string, publicUrl: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET,
      LOCK_MQTT_PORT: '0',
      LOG_LEVEL: 'warn',
      DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (!(await answers(`http://127.0.0.1:${port}/api/info`))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('a server instance did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

const stopInstance = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** A round-robin HTTP proxy over the instances (what a load balancer does), on 127.0.0.1. */
function startProxy(port: number, targets: number[]): Promise<http.Server> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = targets[next++ % targets.length];
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: request.method, path: request.url, headers: request.headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------------------------------------
// One customer

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

interface Answer {
  status: number;
  body: string;
  location?: string;
}

type CallName = 'search' | 'detail' | 'boxes' | 'offer' | 'summary' | 'place' | 'pay' | 'status';

class Tally {
  latencies = new Map<CallName, number[]>();
  errors = new Map<string, number>();
  conflicts = 0;
  completed = 0;
  lastCompletionAt = 0;
  record(name: CallName, ms: number) {
    const list = this.latencies.get(name) ?? [];
    list.push(ms);
    this.latencies.set(name, list);
  }
  error(what: string) {
    this.errors.set(what, (this.errors.get(what) ?? 0) + 1);
  }
  get errorCount() {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
}

function call(
  base: string,
  tally: Tally,
  name: CallName,
  method: string,
  path: string,
  { body, form, ip }: { body?: unknown; form?: string; ip: string },
): Promise<Answer> {
  const payload = form ?? (body === undefined ? undefined : JSON.stringify(body));
  const headers: Record<string, string> = { 'x-forwarded-for': ip, 'accept-language': 'sk' };
  if (payload !== undefined) {
    headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(`${base}${path}`, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        tally.record(name, performance.now() - started);
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          location: response.headers.location,
        });
      });
    });
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, body: '' }));
    request.end(payload);
  });
}

let customerNumber = 0;
const random = (() => {
  let s = 20_261_125;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
})();

/** One customer's journey; returns whether the order was fulfilled. */
async function customer(base: string, tally: Tally): Promise<boolean> {
  const n = (customerNumber += 1);
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const fail = (what: string, answer?: Answer) => {
    tally.error(answer ? `${what} ${answer.status}` : what);
    return false;
  };
  const lat = 44 + random() * 10;
  const lng = 13 + random() * 14;
  const search = await call(
    base,
    tally,
    'search',
    'GET',
    `/api/client/warehouse/around?lat=${lat.toFixed(5)}&lng=${lng.toFixed(5)}&limit=10`,
    { ip },
  );
  if (search.status !== 200) return fail('search', search);
  const warehouses = (JSON.parse(search.body) as { id: number; hasFreeBoxes: boolean }[]).filter((w) => w.hasFreeBoxes);
  // Two customers may choose the same box at once: the loser is told it is taken and chooses again.
  for (let attempt = 0; attempt < 5 && warehouses.length; attempt++) {
    const warehouse = warehouses[Math.floor(random() * Math.min(3, warehouses.length))];
    const detail = await call(base, tally, 'detail', 'GET', `/api/client/warehouse/${warehouse.id}`, { ip });
    if (detail.status !== 200) return fail('detail', detail);
    const boxes = await call(base, tally, 'boxes', 'GET', `/api/client/warehouse/${warehouse.id}/boxes`, { ip });
    if (boxes.status !== 200) return fail('boxes', boxes);
    const free = (JSON.parse(boxes.body) as { boxes: { id: number; free: boolean }[] }).boxes.filter((b) => b.free);
    if (!free.length) {
      warehouses.splice(warehouses.indexOf(warehouse), 1);
      continue;
    }
    const boxId = free[Math.floor(random() * free.length)].id;
    const offer = await call(base, tally, 'offer', 'GET', `/api/client/order/offer/${boxId}`, { ip });
    if (offer.status === 409) {
      tally.conflicts += 1;
      continue;
    }
    if (offer.status !== 200) return fail('offer', offer);
    const selection = { boxId, periodInMonths: 1, insuranceId: null, voucherToken: null };
    const summary = await call(base, tally, 'summary', 'PUT', '/api/client/order/offer/summary', {
      body: selection,
      ip,
    });
    if (summary.status === 409) {
      tally.conflicts += 1;
      continue;
    }
    if (summary.status !== 200) return fail('summary', summary);
    const place = await call(base, tally, 'place', 'POST', '/api/client/order/place/without-login', {
      ip,
      body: {
        selection,
        invoicingDetails: {
          version: 0,
          firstName: 'Jana',
          lastName: 'Nováková',
          email: `journey-${process.pid}-${n}@bench.example`,
          personalId: null,
          telephoneNumber: `+421 9${String(n % 100_000_000).padStart(8, '0')}`,
          company: null,
          address: { street: 'Hlavná', number: '12', city: 'Košice', zip: '040 01', countryCode: 'SVK' },
          type: 'FyzickaOsoba',
        },
        consents: { terms: true, recurringPayments: true, privacy: true, newsletter: false },
        returnUrl: `${base}/order/status-check`,
        language: 'SK',
      },
    });
    if (place.status === 409 && place.body.includes('Box/is-taken')) {
      tally.conflicts += 1;
      continue;
    }
    if (place.status !== 201) return fail('place', place);
    const { orderId, paymentUrl } = JSON.parse(place.body) as { orderId: string; paymentUrl: string };
    // The provider's own card page, as a payer's browser submits it.
    const pay = await call(base, tally, 'pay', 'POST', new URL(paymentUrl).pathname, { form: 'outcome=pay', ip });
    if (pay.status !== 303) return fail('pay', pay);
    const deadline = Date.now() + FULFIL_TIMEOUT_MS;
    while (Date.now() < deadline) {
      const status = await call(
        base,
        tally,
        'status',
        'GET',
        `/api/client/order/status?orderId=${encodeURIComponent(orderId)}`,
        { ip },
      );
      if (status.status !== 200) return fail('status', status);
      const state = (JSON.parse(status.body) as { status: string }).status;
      if (state === 'FULFILLED') {
        tally.completed += 1;
        tally.lastCompletionAt = performance.now();
        return true;
      }
      if (state === 'FAILED' || state === 'CANCELLED') return fail(`order ${state}`);
      await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS));
    }
    return fail('not fulfilled within 60 s');
  }
  return fail('no free box found');
}

// ---------------------------------------------------------------------------------------------
// A run at one offered rate, and the database checks

interface RateResult {
  rate: number;
  customers: number;
  completed: number;
  perSecond: number;
  p99: Map<CallName, number>;
  errors: Map<string, number>;
  conflicts: number;
}

async function atRate(base: string, rate: number): Promise<RateResult> {
  const tally = new Tally();
  const total = Math.round(rate * SECONDS);
  const journeys: Promise<boolean>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    journeys.push(customer(base, tally));
  }
  await Promise.all(journeys);
  // Over the arrival window at least: a rate the servers keep up with comes out as itself.
  const seconds = Math.max(SECONDS, ((tally.lastCompletionAt || performance.now()) - started) / 1000);
  const p99 = new Map(
    [...tally.latencies].map(([name, list]) => [
      name,
      percentile(
        list.sort((a, b) => a - b),
        0.99,
      ),
    ]),
  );
  return {
    rate,
    customers: total,
    completed: tally.completed,
    perSecond: tally.completed / seconds,
    p99,
    errors: tally.errors,
    conflicts: tally.conflicts,
  };
}

async function databaseChecks(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://', poolSize: 2 });
  try {
    const [contracts] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from (
      select box_id from rental_contract where status in ('ACTIVE', 'TERMINATING') group by box_id having count(*) > 1) x`,
    );
    const [orders] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from (
      select box_id from client_order where status in ('SUBMITTED', 'FAILED', 'FULFILLED') group by box_id having count(*) > 1) x`,
    );
    const [rented] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from rental_contract c join box b on b.id = c.box_id
      where c.status in ('ACTIVE', 'TERMINATING') and b.occupancy = 'FREE'`,
    );
    const times = await queryRows<{ ms: number }>(
      database.db,
      sql`select extract(epoch from (o.fulfilled_at - p.paid_at)) * 1000 as ms
      from client_order o join payment p on p.order_id = o.id and p.state = 'PAID' where o.fulfilled_at is not null order by ms`,
    );
    return {
      doubleBookings: contracts.n + orders.n,
      rentedButFree: rented.n,
      fulfilP99: percentile(
        times.map((t) => Number(t.ms)),
        0.99,
      ),
      fulfilled: times.length,
    };
  } finally {
    await database.close();
  }
}

const CALLS: CallName[] = ['search', 'detail', 'boxes', 'offer', 'summary', 'place', 'pay', 'status'];

async function configuration(label: string, instances: number): Promise<RateResult[]> {
  const name = `bench_journey_${process.pid}_${instances}`;
  const databaseUrl = await createDatabase(name);
  const ports = await Promise.all(Array.from({ length: instances }, freePort));
  const proxyPort = instances > 1 ? await freePort() : ports[0];
  const base = `http://127.0.0.1:${proxyPort}`;
  const children: ChildProcess[] = [];
  let proxy: http.Server | undefined;
  try {
    for (const port of ports) children.push(await startInstance(databaseUrl, base, port));
    if (instances > 1) proxy = await startProxy(proxyPort, ports);
    console.log(
      `\n${label}: ${WAREHOUSES} warehouses × ${BOXES_PER_WAREHOUSE} boxes, ${SECONDS} s of arrivals per rate`,
    );
    console.log(
      `  offered/s  customers  fulfilled  orders/s  errors  box taken, chose again   p99 ms: ${CALLS.join(' / ')}`,
    );
    const results: RateResult[] = [];
    for (const rate of RATES) {
      const r = await atRate(base, rate);
      results.push(r);
      const errors = [...r.errors].map(([what, n]) => `${what} ×${n}`).join(', ');
      console.log(
        `  ${String(rate).padStart(9)}  ${String(r.customers).padStart(9)}  ${String(r.completed).padStart(9)}  ${r.perSecond.toFixed(2).padStart(8)}  ${String([...r.errors.values()].reduce((a, b) => a + b, 0)).padStart(6)}  ${String(r.conflicts).padStart(22)}   ` +
          CALLS.map((c) => (r.p99.get(c) ?? NaN).toFixed(0)).join(' / ') +
          (errors ? `   (${errors})` : ''),
      );
    }
    const checks = await databaseChecks(databaseUrl);
    console.log(
      `  double bookings: ${checks.doubleBookings} (target 0)   contracts on a box marked free: ${checks.rentedButFree}`,
    );
    console.log(
      `  payment to fulfilment, p99 over ${checks.fulfilled} orders: ${(checks.fulfilP99 / 1000).toFixed(2)} s (paid_at to fulfilled_at in the database)`,
    );
    return results;
  } finally {
    proxy?.close();
    await Promise.all(children.map(stopInstance));
    await dropDatabase(name);
  }
}

const one = await configuration('One instance', 1);
const two = await configuration('Two instances sharing one PostgreSQL, round-robin proxy', 2);
console.log('\nTwo instances against one (completed orders per second):');
for (const [i, rate] of RATES.entries()) {
  console.log(
    `  ${String(rate).padStart(3)}/s offered: ${one[i].perSecond.toFixed(2)} → ${two[i].perSecond.toFixed(2)}   ×${(two[i].perSecond / one[i].perSecond).toFixed(2)}`,
  );
}
agent.destroy();
