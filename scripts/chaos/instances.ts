/**
 * Server instances for the chaos runs: real server processes (server/main.ts) on one PostgreSQL
 * database, each on its own loopback port, that may be killed with SIGKILL and started again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';

export interface Instance {
  name: string;
  port: number;
  /** The running process, replaced when the instance is started again. */
  child: ChildProcess;
  /** When the process died by a signal (ms since the epoch), once it has. */
  killedAt: number | null;
  restarts: number;
}

export interface InstanceOptions {
  databaseUrl: string;
  logDir: string;
  /** Environment every instance gets (job times, secrets …). */
  env: Record<string, string>;
  /** Only for the first start: the fault to inject (CHAOS_KILL_AT and CHAOS_MARKER_DIR). */
  firstStartEnv: Record<string, string>;
}

function spawnServer(instance: Instance, o: InstanceOptions, faults: boolean): ChildProcess {
  const log = createWriteStream(path.join(o.logDir, `${instance.name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...o.env,
      ...(faults ? o.firstStartEnv : {}),
      DATABASE_URL: o.databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(instance.port),
      // Each instance's own embedded lock broker, unless the environment names a shared one.
      LOCK_MQTT_PORT: String(instance.port + 1000),
      PUBLIC_URL: `http://127.0.0.1:${instance.port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  return child;
}

/**
 * Starts an instance; when its first process dies by SIGKILL it is started again at once, without
 * the fault. A process that exits any other way (it could not start) is reported by `ready` or by
 * the instance's `failed`.
 */
export function startInstance(name: string, port: number, o: InstanceOptions): Instance {
  const instance: Instance = { name, port, child: undefined as never, killedAt: null, restarts: 0 };
  const watch = (child: ChildProcess) => {
    child.once('exit', (_code, signal) => {
      if (signal !== 'SIGKILL' || instance.restarts > 0) return;
      instance.killedAt = Date.now();
      instance.restarts += 1;
      instance.child = spawnServer(instance, o, false);
      watch(instance.child);
    });
  };
  instance.child = spawnServer(instance, o, true);
  watch(instance.child);
  return instance;
}

/** Waits until the instance answers HTTP. */
export async function ready(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance ${instance.name} exited with ${instance.child.exitCode}; see its log`);
    try {
      const res = await fetch(`http://127.0.0.1:${instance.port}/api/client/health`).catch(() => null);
      if (res) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`instance ${instance.name} did not start within ${timeoutMs / 1000} s`);
}

/** Stops an instance for good (SIGTERM, then SIGKILL after a grace period). */
export async function stopInstance(instance: Instance): Promise<void> {
  instance.restarts = Number.POSITIVE_INFINITY; // no restart after this
  const child = instance.child;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
