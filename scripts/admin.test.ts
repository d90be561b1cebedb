import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { auditLog, staffAccount, staffSetupLink } from '@server/db/schema';
import { hashToken } from '@server/identity/tokens';
import { operatorSocketPath, socketAnswers } from '@server/jobs/operatorSocket';

/**
 * `npm run admin -- create-admin <e-mail>` as an operator uses it: on the embedded database while
 * the server runs (through its operator socket), with no server running, and with wrong input.
 */
const node = process.execPath;
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

function runAdmin(args: string[], dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(node, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'admin-cli-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const linkIn = (stdout: string) => /https?:\/\/\S+\/admin\/setup\?token=([A-Za-z0-9_-]{43})/.exec(stdout);

describe('npm run admin', () => {
  it('refuses an unknown command and a missing e-mail with exit code 2', async () => {
    const dataDir = await tempDir();
    const unknown = await runAdmin(['make-admin', 'a@example.com'], dataDir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('create-admin');
    expect((await runAdmin(['create-admin'], dataDir)).code).toBe(2);
  }, 60_000);

  it('makes the first admin through the running server, prints a one-time link, and refuses a second one', async () => {
    const dataDir = await tempDir();
    const server = spawn(node, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        MAILBOX_ENABLED: 'false',
      },
    });
    cleanup.push(() => stop(server));
    const socket = operatorSocketPath(dataDir);
    // Up to two minutes: on a busy machine the server compiles and migrates slowly, and the command
    // must find it running (otherwise it would open the database itself, which this test is not about).
    for (let i = 0; i < 1200 && !(await socketAnswers(socket)); i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await socketAnswers(socket), 'the server’s operator socket answers').toBe(true);
    const made = await runAdmin(['create-admin', 'First.Admin@Example.com', '--name', 'First Admin'], dataDir);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('(done by the server that holds the embedded database)');
    expect(made.stdout).toContain('ADMIN first.admin@example.com');
    const token = linkIn(made.stdout)?.[1];
    expect(token).toBeTruthy();
    const again = await runAdmin(['create-admin', 'first.admin@example.com'], dataDir);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists');
    await cleanup.pop()!();
    // The server stopped: the command opens the embedded database itself.
    const reset = await runAdmin(['setup-link', 'first.admin@example.com'], dataDir);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).not.toContain('done by the server');
    const database = await openDatabase({ dataDir });
    try {
      const [admin] = await database.db.select().from(staffAccount);
      expect(admin).toMatchObject({ email: 'first.admin@example.com', name: 'First Admin', role: 'ADMIN' });
      const links = await database.db.select().from(staffSetupLink);
      // Only hashes are kept, and the new link replaced the first one.
      expect(links.map((l) => [l.tokenHash === hashToken(token!), l.usedAt !== null])).toEqual([
        [true, true],
        [false, false],
      ]);
      const audit = await database.db.select().from(auditLog);
      expect(audit.map((row) => [row.action, row.actorRole])).toEqual([
        ['staff.create-admin', 'SYSTEM'],
        ['staff.new-setup-link', 'SYSTEM'],
      ]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
