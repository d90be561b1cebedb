import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Env } from '../config/env';
import { escapeHtml } from '../html/escapeHtml';
import { HttpError } from '../http/httpError';
import { isLockId } from './controller';
import type { LockSimulators, SimulatedLockState } from './simulator';

/** On outside production unless LOCKS_PAGE_ENABLED=false; in production only with LOCKS_PAGE_ENABLED=true. */
export const locksPageEnabled = (env: Env): boolean => env.LOCKS_PAGE_ENABLED ?? env.NODE_ENV !== 'production';

// The page runs no script: it reloads itself every two seconds.
const CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";
const page = (reply: FastifyReply, body: string) =>
  reply
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2"><title>Locks</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left}
.UNLOCKED{color:#070;font-weight:600}.silent,.refuse{color:#b00}</style>
</head><body>${body}</body></html>`);

const stateText = (lock: SimulatedLockState, now: number) =>
  lock.state === 'UNLOCKED' && lock.relockAt
    ? `unlocked until ${lock.relockAt.toISOString()} (${Math.max(0, Math.ceil((lock.relockAt.getTime() - now) / 1000))} s)`
    : 'locked';

/**
 * The development page of the simulated locks: every lock of the embedded broker and its state
 * (locked, or unlocked until it relocks), refreshed every two seconds; `/dev/locks.json` gives the
 * same list; `POST /dev/locks/<lockId>/behaviour {behaviour}` makes a simulated lock answer, stay
 * silent (the no-response case) or refuse. It answers 404 unless enabled (see locksPageEnabled).
 */
export function registerDevLocks(
  app: FastifyInstance,
  env: Env,
  simulatorsOf: () => LockSimulators | undefined | Promise<LockSimulators | undefined>,
): void {
  const guard = () => {
    if (!locksPageEnabled(env)) throw new HttpError(404, 'not-found', 'Not found.');
  };

  app.get('/dev/locks', async (_request, reply) => {
    guard();
    const simulators = await simulatorsOf();
    const locks = simulators?.states() ?? [];
    const now = Date.now();
    const open = locks.filter((l) => l.state === 'UNLOCKED').length;
    const rows = locks.map(
      (l) =>
        `<tr><td><code>${escapeHtml(l.lockId)}</code></td><td>${escapeHtml(l.label)}</td><td class="${l.state}">${escapeHtml(stateText(l, now))}</td>` +
        `<td class="${l.behaviour}">${l.behaviour === 'answer' ? '' : escapeHtml(l.behaviour)}</td></tr>`,
    );
    const intro = simulators
      ? `<p>${locks.length} simulated locks on the embedded MQTT broker, ${open} unlocked now.</p>`
      : '<p>No simulated locks: the server talks to the lock controllers of LOCK_MQTT_URL.</p>';
    return page(
      reply,
      `<h1>Locks</h1>${intro}
<table><thead><tr><th>Lock</th><th>Opens</th><th>State</th><th>Simulation</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
    );
  });

  app.get('/dev/locks.json', async (_request, reply) => {
    guard();
    reply.header('cache-control', 'no-store');
    return ((await simulatorsOf())?.states() ?? []).map((l) => ({
      lockId: l.lockId,
      label: l.label,
      state: l.state,
      relockAt: l.relockAt?.toISOString() ?? null,
      behaviour: l.behaviour,
    }));
  });

  app.post<{ Params: { lockId: string }; Body: { behaviour?: unknown } }>(
    '/dev/locks/:lockId/behaviour',
    async (request, reply) => {
      guard();
      const simulators = await simulatorsOf();
      const { lockId } = request.params;
      const behaviour = request.body?.behaviour;
      if (!simulators)
        throw new HttpError(404, 'not-found', 'No simulated locks run yet (or the server uses LOCK_MQTT_URL).');
      if (!isLockId(lockId) || (behaviour !== 'answer' && behaviour !== 'silent' && behaviour !== 'refuse')) {
        throw new HttpError(400, 'bad-request', 'Give a lock id and a behaviour: answer, silent or refuse.');
      }
      simulators.behave(lockId, behaviour);
      reply.header('cache-control', 'no-store');
      return simulators.state(lockId);
    },
  );
}
