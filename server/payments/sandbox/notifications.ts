import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { runJobs } from '../../jobs/queue';
import type { JobStep } from '../../jobs/runner';
import { SANDBOX_SIGNATURE_HEADER, signBody } from '../signature';
import { SANDBOX_NOTIFY_JOB, SANDBOX_NOTIFY_PATH } from './adapter';

/**
 * The signed server-to-server notification that a sandbox payment changed. It goes through the
 * server's own request handling (the sandbox runs inside it), exactly as an outside provider's
 * request would arrive. Answers the status code.
 */
export async function notifySandboxPayment(app: FastifyInstance, secret: string, id: string): Promise<number> {
  const body = JSON.stringify({ id });
  const res = await app.inject({
    method: 'POST',
    url: SANDBOX_NOTIFY_PATH,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signBody(secret, body) },
    payload: body,
  });
  return res.statusCode;
}

/**
 * Delivers the queued notifications of recurring charges, on any instance. Like a provider, the
 * sandbox sends again, with backoff, while the receiver answers an error other than "no such
 * payment" (it was busy or could not ask about the payment); a 4xx answer is final.
 */
export const sandboxNotificationStep = (app: FastifyInstance, db: Db, secret: string): JobStep => ({
  name: 'sandbox-notifications',
  everyMs: 2_000,
  batch: 10,
  run: () =>
    runJobs(db, SANDBOX_NOTIFY_JOB, async (id) => {
      const status = await notifySandboxPayment(app, secret, id);
      if (status >= 500) throw new Error(`the notification of sandbox payment ${id} was answered ${status}`);
      if (status !== 200) app.log.warn({ id, status }, 'a sandbox notification was refused');
    }),
});
