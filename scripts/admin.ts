/**
 * `npm run admin -- create-admin <e-mail> [--name "<name>"]`: makes an ADMIN account of the operator
 * console and prints its one-time set-up link (`/admin/setup?token=…`), where the admin chooses a
 * password and enrols an authenticator. No staff account comes from public registration: this is how
 * the first admin is made; admins invite the others in the console.
 * `npm run admin -- setup-link <e-mail>`: a new set-up link for an existing staff account (an admin
 * who lost their authenticator and recovery codes when no other admin can reset them).
 *
 * With DATABASE_URL (PostgreSQL) it writes to the database itself. With the embedded database, which
 * one process opens at a time, it asks the running server through its operator socket in DATA_DIR,
 * or opens the database itself when no server runs (as `npm run jobs` does). Exit code 0 when done,
 * 1 when refused, 2 for a wrong request.
 */
import http from 'node:http';
import { ConfigError, loadConfig, type ServerConfig } from '@server/config/env';
import { openDatabase } from '@server/db/client';
import { operatorSocketPath, socketAnswers } from '@server/jobs/operatorSocket';
import { AdminCommandError, adminCommands, runAdminCommand } from '@server/staff/operatorCommands';
// The console's refusals the server answers (staff/email-exists …) are known codes here too.
import '@contract/admin/errorCodes';

const usage = `usage: npm run admin -- <command> <e-mail> [--name "<name>"]\n  command: ${adminCommands.join(', ')}`;

function fail(message: string, code = 2): never {
  console.error(message);
  process.exit(code);
}

function parseArgs(argv: string[]): { command: string; email: string; name?: string } {
  const [command, email, ...rest] = argv;
  if (!command || command === '--help' || command === '-h') fail(usage, command ? 0 : 2);
  if (!(adminCommands as readonly string[]).includes(command)) fail(`unknown command ${command}\n${usage}`);
  if (!email || email.startsWith('--')) fail(`${command} needs an e-mail address\n${usage}`);
  let name: string | undefined;
  for (let i = 0; i < rest.length; i += 1) {
    const [flag, inline] = rest[i].split('=', 2);
    if (flag !== '--name') fail(`unknown option ${rest[i]}\n${usage}`);
    name = inline ?? rest[(i += 1)] ?? fail(`--name needs a value\n${usage}`);
  }
  return { command, email, name };
}

function askRunningServer(
  socketPath: string,
  command: string,
  body: object,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath, method: 'POST', path: `/admin/${command}`, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res
          .setEncoding('utf8')
          .on('data', (chunk) => (text += chunk))
          .on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.once('error', reject).end(JSON.stringify(body));
  });
}

interface Done {
  email: string;
  role: string;
  setupLink: string;
  expiresAt: string;
}

const report = (done: Done): never => {
  console.log(`${done.role} ${done.email}: open this link once to choose a password and set up the second factor`);
  console.log(`  ${done.setupLink}`);
  console.log(`  valid until ${done.expiresAt}`);
  process.exit(0);
};

async function main() {
  const { command, email, name } = parseArgs(process.argv.slice(2));
  let config: ServerConfig;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const { env } = config;
  const body = { email, ...(name ? { name } : {}) };
  if (!env.DATABASE_URL) {
    const socketPath = operatorSocketPath(env.DATA_DIR);
    if (await socketAnswers(socketPath)) {
      const answer = await askRunningServer(socketPath, command, body);
      if (answer.status !== 200) fail(`refused: ${(answer.body as { detail?: string }).detail ?? answer.status}`, 1);
      console.log('(done by the server that holds the embedded database)');
      report(answer.body as Done);
    }
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    const done = await runAdminCommand({ db: database.db, config }, command, body);
    await database.close();
    report(done);
  } catch (err) {
    await database.close();
    if (err instanceof AdminCommandError) fail(`refused: ${err.message}`, 1);
    throw err;
  }
}

void main();
