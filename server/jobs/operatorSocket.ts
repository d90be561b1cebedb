import { chmod, unlink } from 'node:fs/promises';
import { createConnection } from 'node:net';
import http from 'node:http';
import path from 'node:path';

/** The socket's file name in DATA_DIR. */
export const OPERATOR_SOCKET = 'operator.sock';

export const operatorSocketPath = (dataDir: string) => path.resolve(dataDir, OPERATOR_SOCKET);

export type RunJobRequest = (job: string, now: string | null) => Promise<{ status: number; body: unknown }>;
/** `npm run admin -- <command> …`: the command's name and its JSON body (`{ email, name }`). */
export type AdminCommandRequest = (command: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/** The most a command's JSON body may hold: an e-mail and a name. */
const MAX_COMMAND_BODY = 4096;

function readJson(req: http.IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    req
      .setEncoding('utf8')
      .on('data', (chunk: string) => {
        text += chunk;
        if (text.length > MAX_COMMAND_BODY) req.destroy(new Error('the request body is too large'));
      })
      .on('end', () => {
        try {
          resolve(text ? JSON.parse(text) : {});
        } catch {
          reject(new Error('the request body is not JSON'));
        }
      })
      .on('error', reject);
  });
}

/** Whether something answers on the socket (a running server), as opposed to a file left by a crash. */
export const socketAnswers = (socketPath: string): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createConnection(socketPath);
    probe.once('connect', () => {
      probe.end();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });

/**
 * The operator's way into a running server that holds the embedded database (PGlite opens in one
 * process only): `npm run jobs` asks the server to run a job through a Unix socket in DATA_DIR whose
 * file only the server's own user may open (mode 0600). It is not reachable over the network, and
 * with PostgreSQL it is not needed: the command then opens the database itself.
 * `POST /jobs/<JOB>?now=<ISO date-time>` answers the run's record as JSON; `npm run admin` posts
 * `POST /admin/<command>` with a JSON body (the staff commands, see scripts/admin.ts).
 */
export async function startOperatorSocket(
  socketPath: string,
  runJob: RunJobRequest,
  adminCommand?: AdminCommandRequest,
): Promise<{ close(): Promise<void> }> {
  if (await socketAnswers(socketPath))
    throw new Error(`another server already runs on this data directory (${socketPath} answers)`);
  await unlink(socketPath).catch(() => {});
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://operator');
    const match = /^\/jobs\/([A-Z_]+)$/.exec(url.pathname);
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const command = /^\/admin\/([a-z-]+)$/.exec(url.pathname);
    if (req.method === 'POST' && command && adminCommand) {
      readJson(req)
        .then((body) => adminCommand(command[1], body))
        .then((r) => answer(r.status, r.body))
        .catch((err: Error) => answer(500, { status: 500, code: 'unexpected', detail: err.message }));
      return;
    }
    if (req.method !== 'POST' || !match)
      return answer(404, { status: 404, code: 'not-found', detail: 'POST /jobs/<JOB>[?now=<ISO date-time>]' });
    runJob(match[1], url.searchParams.get('now'))
      .then((r) => answer(r.status, r.body))
      .catch((err: Error) => answer(500, { status: 500, code: 'unexpected', detail: err.message }));
  });
  // Created with a restrictive mask, then narrowed further, so no other user can connect in between.
  const previousMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
  } finally {
    process.umask(previousMask);
  }
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) =>
        server.close(
          () =>
            void unlink(socketPath)
              .catch(() => {})
              .then(() => resolve()),
        ),
      ),
  };
}
