/**
 * Cold start: the time from spawning the real server (`node build/server.js`, the compiled server
 * that `npm start` runs after the build) on a database that already exists (migrated and seeded by
 * an earlier start) to its first answered request. The server is compiled afresh first, so a stale
 * build is never timed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer, serverOutFile } from '../build-server';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const request = http.get(url, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });

/** Starts the server, waits for its first 200 on GET /api/info, stops it; the milliseconds it took. */
async function timeOneStart(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverOutFile], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOCK_MQTT_PORT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_PAYMENT_SECRET: 'bench-sandbox-secret',
      DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error('the server exited before answering');
      if (await answers(`http://127.0.0.1:${port}/api/info`)) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    if (!exited)
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
  }
}

export interface ColdStart {
  label: string;
  firstStartMs: number;
  startsMs: number[];
}

/** A first start that migrates and seeds, then `runs` timed starts on that existing database. */
export async function coldStarts(label: string, env: Record<string, string>, runs = 3): Promise<ColdStart> {
  await buildServer();
  const firstStartMs = await timeOneStart(env);
  const startsMs: number[] = [];
  for (let i = 0; i < runs; i++) startsMs.push(await timeOneStart(env));
  return { label, firstStartMs, startsMs };
}

export async function coldStartPglite(runs = 3): Promise<ColdStart> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-cold-'));
  try {
    return await coldStarts('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, runs);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** On a database of its own, created next to DATABASE_URL's and dropped afterwards. */
export async function coldStartPostgres(databaseUrl: string, runs = 3): Promise<ColdStart> {
  const name = `bench_cold_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  try {
    return await coldStarts('PostgreSQL', { DATABASE_URL: url.toString() }, runs);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
