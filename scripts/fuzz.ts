/**
 * `npm run fuzz`: generated malformed requests over every call of the API against a server of its
 * own (server/main.ts on a free loopback port, a fresh embedded database in a temporary DATA_DIR,
 * demo data seeded). At least 10,000 requests by default; wrong types, missing and extra fields,
 * NUL characters and lone surrogates, huge numbers, long texts, broken percent-encodings, bodies
 * that are not JSON or too large, with and without a valid token, plus a few requests Node's HTTP
 * parser refuses. Prints the counts by status and by call; exits 1 on any 5xx, any failure answered
 * outside the error envelope, or a server that stops answering. It stops the server by itself.
 *
 *   npm run fuzz [-- --requests 20000 --seed 7 --concurrency 8]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generate } from 'otplib';
import { operatorSocketPath } from '@server/jobs/operatorSocket';
import {
  callsOnlyInDocument,
  contractCalls,
  describeReport,
  pagesOutsideContract,
  problemWith,
  runFuzz,
  type FuzzAnswer,
  type FuzzRequest,
  type Send,
} from '@server/testing/fuzz';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    concurrency: { type: 'string', default: '6' },
  },
});
const totalWanted = Number(args.requests);
const seed = Number(args.seed);
const concurrency = Number(args.concurrency);

const HOST = '127.0.0.1';
const TIMEOUT_MS = 20_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ port: number; child: ChildProcess; logFile: string; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'self-storage-fuzz-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Development: responses are checked against the contract, the mailbox serves the confirmation link.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      MAILBOX_ENABLED: 'true',
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_PAYMENT_SECRET: 'fuzz-sandbox-secret',
      LOCK_MQTT_PORT: '0',
      // The fuzzer tells its requests apart by X-Forwarded-For, so per-address limits do not answer them all 429.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}; see ${logFile}`);
    const answer = await sendRaw(port, { call: 'start', method: 'GET', url: '/api/info', headers: {} }).catch(
      () => null,
    );
    if (answer?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server did not start within 120 s; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return { port, child, logFile, dataDir };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One request over HTTP/1.1 exactly as generated: the path is sent byte for byte, not normalised. */
function sendRaw(port: number, request: FuzzRequest): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const req = http.request(
      {
        host: HOST,
        port,
        agent,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The same request over a bare socket that keeps reading after its writes fail: a server may answer
 * a body it will not take (413) and close before the client has written it all, which Node's client
 * reports as EPIPE without the answer.
 */
function sendOverSocket(port: number, request: FuzzRequest): Promise<FuzzAnswer> {
  const body = Buffer.from(request.body ?? '');
  const headers = {
    host: `${HOST}:${port}`,
    connection: 'close',
    ...request.headers,
    'content-length': String(body.length),
  };
  const head = `${request.method} ${request.url} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, HOST);
    const chunks: Buffer[] = [];
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy());
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', () => {});
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      if (!status || end < 0) return reject(new Error('no answer, even over a bare socket'));
      const headText = text.slice(0, end);
      let rest = Buffer.from(text.slice(end + 4), 'latin1');
      if (/\r\ntransfer-encoding:\s*chunked/i.test(headText)) {
        const parts: Buffer[] = [];
        for (let at = 0; ; ) {
          const lineEnd = rest.indexOf('\r\n', at);
          const size = parseInt(rest.subarray(at, lineEnd).toString(), 16);
          if (!size) break;
          parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
          at = lineEnd + 2 + size + 2;
        }
        rest = Buffer.concat(parts);
      }
      resolve({
        status,
        contentType: /\r\ncontent-type:\s*([^\r\n]*)/i.exec(headText)?.[1] ?? '',
        body: rest.toString('utf8'),
      });
    });
    socket.write(head, 'latin1');
    socket.end(body);
  });
}

/** Errors of this client's own checks (a header or path it refuses to write): the request was never sent. */
const notSendable = new Set([
  'ERR_INVALID_CHAR',
  'ERR_UNESCAPED_CHARACTERS',
  'ERR_INVALID_HTTP_TOKEN',
  'ERR_HTTP_INVALID_HEADER_VALUE',
]);

/** Requests Node's HTTP parser refuses before the application sees them. */
const parserProbes = [
  `GET /api/info HTTP/1.1\r\nHost: ${HOST}\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
  `GET /api/info?${'q'.repeat(20_000)}=1 HTTP/1.1\r\nHost: ${HOST}\r\n${'X-H: v\r\n'.repeat(3000)}\r\n`,
  'NOT HTTP AT ALL\r\n\r\n',
  `GET /api/info HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: abc\r\n\r\n`,
  `POST /api/ops/error HTTP/1.1\r\nHost: ${HOST}\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\nzz\r\n`,
  `GET /api/info HTTP/1.1\r\nHost: ${HOST}\r\nBad Header Name: x\r\n\r\n`,
  `GET /api/\u0000info HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`,
];

function probe(port: number, text: string): Promise<FuzzAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, HOST);
    let received = '';
    const done = () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      const contentType = /\r\ncontent-type:\s*([^\r\n]*)/i.exec(head)?.[1] ?? '';
      if (!status) reject(new Error(`no HTTP answer: ${JSON.stringify(received.slice(0, 100))}`));
      else resolve({ status, contentType, body: rest.join('\r\n\r\n') });
    };
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy());
    socket.on('data', (c) => (received += String(c)));
    socket.on('close', done);
    socket.on('error', () => {});
    socket.end(Buffer.from(text, 'latin1'));
  });
}

/** A request to the server's operator socket, as `npm run admin` sends it. */
function askOperatorSocket(dataDir: string, path: string, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        socketPath: operatorSocketPath(dataDir),
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (chunk) => (text += chunk))
          .on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.once('error', reject).end(JSON.stringify(body));
  });
}

/**
 * An admin of the console, made as an operator makes the first one (`create-admin` through the
 * operator socket), set up through its link and signed in with the password and a code. Signing in
 * again (after a fuzzed sign-out) uses the recovery codes, as a code of the authenticator works once.
 */
async function signedInAdmin(send: Send, dataDir: string, addresses: () => string) {
  const email = `fuzz.admin.${process.pid}.${Date.now()}@example.com`;
  const password = 'Fuzz console 2026!';
  const created = await askOperatorSocket(dataDir, '/admin/create-admin', { email });
  if (created.status !== 200) throw new Error(`create-admin failed: ${created.status} ${created.body}`);
  const token = new URL((JSON.parse(created.body) as { setupLink: string }).setupLink).searchParams.get('token');
  const post = async (url: string, body: unknown) => {
    const answer = await send({
      call: 'setup',
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': addresses() },
      body: JSON.stringify(body),
    });
    if (answer.status !== 200) throw new Error(`${url} failed: ${answer.status} ${answer.body}`);
    return JSON.parse(answer.body) as Record<string, unknown>;
  };
  const { secret } = (await post('/api/admin/setup/start', { token })) as { secret: string };
  const now = () => Math.floor(Date.now() / 1000);
  const { recoveryCodes } = (await post('/api/admin/setup/complete', {
    token,
    password,
    passwordConfirmation: password,
    code: await generate({ secret, epoch: now() }),
  })) as { recoveryCodes: string[] };
  const signInWith = async (code: string) => {
    const { challenge } = (await post('/api/admin/sign-in', { email, password })) as { challenge: string };
    return ((await post('/api/admin/sign-in/code', { challenge, code })) as { token: string }).token;
  };
  // The next step's code: the set-up just spent the current one.
  const first = await signInWith(await generate({ secret, epoch: now() + 30 }));
  return { email, first, signInAgain: () => signInWith(recoveryCodes.shift() ?? '') };
}

async function signedInClient(send: Send, addresses: () => string) {
  const email = `fuzz.${process.pid}.${Date.now()}@example.com`;
  const password = 'Storage-box 42';
  const phone = `+4219${String(Date.now() % 1e8).padStart(8, '0')}`;
  const post = (url: string, body: unknown) =>
    send({
      call: 'setup',
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': addresses() },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/user/register', {
    firstName: 'Fuzz',
    lastName: 'Tester',
    email,
    phoneNumber: phone,
    language: 'EN',
    password,
    passwordConfirmation: password,
    consents: { termsAccepted: true, privacyAccepted: true, newsletter: false },
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${registered.body}`);
  const mails = await send({
    call: 'setup',
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
    headers: {},
  });
  const link = (JSON.parse(mails.body) as { links: string[] }[])[0]?.links.find((l) => l.includes('verify='));
  if (!link) throw new Error('no confirmation link in the mailbox');
  const verified = await post('/api/user/verify-email', { token: new URL(link).searchParams.get('verify') });
  if (verified.status !== 200) throw new Error(`confirmation failed: ${verified.status} ${verified.body}`);
  const signIn = async () => {
    // After a fuzzed password change the password may differ: then a new client is registered.
    const res = await post('/auth/custom/login', {
      username: email,
      password,
      rememberMe: false,
      deviceId: 'fuzz-device-0001',
      domain: 'CLIENT',
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.body}`);
    return (JSON.parse(res.body) as { token: string }).token;
  };
  return { email, phone, signIn };
}

/**
 * Orders a free box of the demo network as the signed-in client and pays it on the sandbox card
 * page, so the client has a contract, rents and a box: the calls about them are fuzzed past "not
 * found" too, and the account cannot be removed by a fuzzed removal (it has an active contract).
 * Returns the ids of those rows; none when the order could not be made.
 */
async function rentABox(
  send: Send,
  port: number,
  token: string,
  client: { email: string; phone: string },
  address: string,
): Promise<number[]> {
  const get = async (url: string) =>
    JSON.parse(
      (await send({ call: 'setup', method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).body,
    ) as unknown;
  const warehouses = (await get('/api/client/warehouse?limit=50&onlyFree=true')) as { id: number }[];
  for (const { id: warehouseId } of warehouses) {
    const { boxes } = (await get(`/api/client/warehouse/${warehouseId}/boxes`)) as {
      boxes: { id: number; free: boolean }[];
    };
    const box = boxes.find((b) => b.free);
    if (!box) continue;
    const placed = await send({
      call: 'setup',
      method: 'POST',
      url: '/api/client/order/place/with-login',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        selection: { boxId: box.id, periodInMonths: 1, insuranceId: null, voucherToken: null },
        invoicingDetails: {
          version: 0,
          firstName: 'Fuzz',
          lastName: 'Tester',
          email: client.email,
          personalId: null,
          telephoneNumber: client.phone,
          company: null,
          address: { street: 'Hlavná', number: '12', city: 'Košice', zip: '040 01', countryCode: 'SVK' },
          type: 'FyzickaOsoba',
        },
        consents: { terms: true, recurringPayments: true, privacy: true, newsletter: false },
        returnUrl: `http://${HOST}:${port}/order/status-check`,
      }),
    });
    if (placed.status !== 201) throw new Error(`the order was refused: ${placed.status} ${placed.body}`);
    const { paymentUrl } = JSON.parse(placed.body) as { paymentUrl: string };
    await send({
      call: 'setup',
      method: 'POST',
      url: new URL(paymentUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=pay',
    });
    const contracts = (await get('/api/client/my/contracts')) as { id: number }[];
    const rents = contracts.length
      ? ((await get(`/api/client/my/contracts/${contracts[0].id}/rents`)) as { id: number }[])
      : [];
    return [...new Set([warehouseId, box.id, ...contracts.map((c) => c.id), ...rents.map((r) => r.id)])];
  }
  throw new Error('no free box in the demo network');
}

async function main() {
  console.log(`fuzz: seed ${seed}, ${totalWanted} requests or more, ${concurrency} at a time`);
  const { port, child, logFile, dataDir } = await startServer();
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  let exitCode = 0;
  try {
    let addressNumber = 0;
    const nextAddress = () => {
      addressNumber += 1;
      return `10.${(addressNumber >> 16) & 255}.${(addressNumber >> 8) & 255}.${addressNumber & 255}`;
    };
    const send: Send = (request) => sendRaw(port, request);
    const sendFromAnywhere: Send = async (request) => {
      const sent = { ...request, headers: { 'x-forwarded-for': nextAddress(), ...request.headers } };
      try {
        return await sendRaw(port, sent);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? '';
        if (notSendable.has(code)) return { status: 0, contentType: '', body: '' };
        if (code === 'EPIPE' || code === 'ECONNRESET') return sendOverSocket(port, sent);
        throw err;
      }
    };

    // The fuzzer's own sign-ins come from addresses of their own, never limited by the fuzzed requests.
    let setupNumber = 0;
    const setupAddress = () => `192.0.${2 + ((setupNumber += 1) >> 8)}.${setupNumber & 255}`;
    let client = await signedInClient(send, setupAddress);
    let token = await client.signIn();
    const ids = await rentABox(send, port, token, client, setupAddress()).catch((err: Error) => {
      console.warn(
        `no contract for the fuzzed client (${err.message}); the calls about contracts are fuzzed with unknown ids only`,
      );
      return [] as number[];
    });
    console.log(`the fuzzed client ${client.email} has the rows ${ids.join(', ') || '(none)'}`);
    let renewals = 0;
    // A fuzzed logout, password change or account removal may end the session: sign in again, or as a new client.
    const renew = async () => {
      const me = await send({
        call: 'setup',
        method: 'GET',
        url: '/api/client/client-user/current',
        headers: { authorization: `Bearer ${token}` },
      });
      if (me.status === 200) return;
      renewals += 1;
      try {
        token = await client.signIn();
      } catch {
        try {
          client = await signedInClient(send, setupAddress);
          token = await client.signIn();
        } catch (err) {
          console.warn(`could not sign in again: ${(err as Error).message}`);
        }
      }
    };

    // An admin of the console: its calls are fuzzed past the guard too.
    const admin = await signedInAdmin(send, dataDir, setupAddress);
    let staffToken = admin.first;
    const renewStaff = async () => {
      const me = await send({
        call: 'setup',
        method: 'GET',
        url: '/api/admin/me',
        headers: { authorization: `Bearer ${staffToken}` },
      });
      if (me.status === 200) return;
      renewals += 1;
      try {
        staffToken = await admin.signInAgain();
      } catch (err) {
        console.warn(`could not sign the admin in again: ${(err as Error).message}`);
      }
    };

    const document = JSON.parse(
      (await send({ call: 'setup', method: 'GET', url: '/api/openapi.json', headers: {} })).body,
    ) as unknown;
    const known = contractCalls();
    const onlyInDocument = callsOnlyInDocument(document, known);
    const calls = [...known, ...onlyInDocument, ...pagesOutsideContract];
    console.log(
      `calls: ${known.length} from the contract, ${onlyInDocument.length} only in the OpenAPI document, ${pagesOutsideContract.length} outside both`,
    );
    // A little more than asked: the few requests Node's client refuses to write are not sent.
    const perCall = Math.ceil((totalWanted * 1.05) / calls.length);

    const alive = async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const answer = await send({ call: 'alive', method: 'GET', url: '/api/info', headers: {} }).catch(() => null);
        if (answer?.status === 200) return true;
        await new Promise((r) => setTimeout(r, 1000));
      }
      return false;
    };
    const started = Date.now();
    const report = await runFuzz({
      calls,
      seed,
      perCall,
      concurrency,
      send: sendFromAnywhere,
      setup: { token: () => token, renew, ids: () => ids, staffToken: () => staffToken, renewStaff },
      alive,
    });
    // Requests this client refused to write were never sent: not counted.
    const unsent = report.byStatus.get(0) ?? 0;
    report.byStatus.delete(0);
    for (const counts of report.byCall.values()) counts.delete(0);
    report.sent -= unsent;

    for (const text of parserProbes) {
      const request: FuzzRequest = { call: 'HTTP parser', method: 'RAW', url: text.slice(0, 60), headers: {} };
      report.sent += 1;
      const counts = report.byCall.get('HTTP parser') ?? new Map<number, number>();
      report.byCall.set('HTTP parser', counts);
      try {
        const answer = await probe(port, text);
        report.byStatus.set(answer.status, (report.byStatus.get(answer.status) ?? 0) + 1);
        counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
        const problem = problemWith(request, answer);
        if (problem) report.failures.push({ request, problem, answer });
      } catch (err) {
        report.failures.push({ request, problem: (err as Error).message });
      }
    }
    if (!(await alive()))
      report.failures.push({
        request: { call: 'alive', method: 'GET', url: '/api/info', headers: {} },
        problem: 'the server stopped answering',
      });

    console.log(describeReport(report));
    console.log(
      `${unsent} generated requests could not be written by Node's HTTP client and were skipped; signed in again ${renewals} times`,
    );
    console.log(`${((Date.now() - started) / 1000).toFixed(1)} s; server log: ${logFile}`);
    if (report.sent < totalWanted) {
      console.error(`only ${report.sent} requests were sent`);
      exitCode = 1;
    }
    if (report.failures.length > 0) exitCode = 1;
    console.log(exitCode === 0 ? 'fuzz: no 5xx, every failure in the error envelope' : 'fuzz: FAILED');
  } finally {
    agent.destroy();
    await stop();
  }
  process.exit(exitCode);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
