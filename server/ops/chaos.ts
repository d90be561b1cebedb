import { closeSync, openSync } from 'node:fs';
import path from 'node:path';

/**
 * The points of the billing path where `npm run chaos:billing` kills a server: inside a batch's
 * transaction, after a batch committed but before its charges are sent, after the provider answered
 * a charge but before the answer is recorded, while a payment notification is handled, and while
 * reconciliation settles a claimed payment.
 */
export type ChaosPoint = 'batch-open' | 'batch-committed' | 'provider-answered' | 'notification' | 'reconciliation';

/**
 * Fault injection, off unless the environment asks for it (and never in production):
 * `CHAOS_KILL_AT=provider-answered:40` makes the process kill itself with SIGKILL, as `kill -9`
 * would, the 40th time it reaches that point, provided it is the first process to get there:
 * each point is claimed by creating a file named after it in `CHAOS_MARKER_DIR`, so of two instances
 * sharing the directory only one dies, and a restarted one (started without the variable) never does.
 */
const wanted = new Map<string, number>();
const markerDir = process.env.CHAOS_MARKER_DIR;
if (process.env.CHAOS_KILL_AT && markerDir && process.env.NODE_ENV !== 'production') {
  for (const part of process.env.CHAOS_KILL_AT.split(',')) {
    const [point, nth] = part.split(':');
    wanted.set(point, Math.max(1, Number(nth) || 1));
  }
}
const reached = new Map<string, number>();

export function chaosPoint(point: ChaosPoint): void {
  const nth = wanted.get(point);
  if (nth === undefined || !markerDir) return;
  const times = (reached.get(point) ?? 0) + 1;
  reached.set(point, times);
  if (times !== nth) return;
  try {
    closeSync(openSync(path.join(markerDir, point), 'wx'));
  } catch {
    return; // another process was killed here already
  }
  process.kill(process.pid, 'SIGKILL');
}

/**
 * `CHAOS_LOSE_ANSWER_EVERY=50`: every 50th answer of the provider to a stored-card charge is lost
 * after the provider acted, as when the connection drops while the answer is on its way. The charge
 * is left sent without an answer, for reconciliation to find at the provider; the chaos run uses it
 * to give reconciliation work to be killed in.
 */
const loseEvery = process.env.NODE_ENV === 'production' ? 0 : Number(process.env.CHAOS_LOSE_ANSWER_EVERY) || 0;
let answers = 0;

export function chaosAnswerLost(): boolean {
  if (!loseEvery) return false;
  answers += 1;
  return answers % loseEvery === 0;
}
