import { createServer, type AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { mailOutbox } from '../db/schema';
import { call, registrationBody } from '../testing/accounts';
import { startTestApp, type TestApp } from '../testing/testApp';
import { deliverPendingMail, retryDelaySeconds } from './delivery';
import { databaseMailbox, smtpMailer, type Mailer, type OutgoingMail } from './mailer';
import { queueMail } from './outbox';
import { startMailWorker } from './worker';

/** A loopback port nobody listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
let deadSmtp: string;
beforeAll(async () => {
  deadSmtp = `smtp://127.0.0.1:${await closedPort()}`;
  t = await startTestApp({ SMTP_URL: deadSmtp });
});
afterAll(() => t.close());

const db = () => t.database.db;
const rowOf = async (id: number) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const secondsUntilNextAttempt = async (id: number) =>
  (
    await queryRows<{ s: number }>(
      db(),
      sql`select round(extract(epoch from next_attempt_at - now()))::int as s from mail_outbox where id = ${id}`,
    )
  )[0].s;
const onlyDue = async (id: number) => {
  // Other tests' messages must not interfere: park everything else in the future.
  await db()
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + interval '1 day'` })
    .where(sql`${mailOutbox.id} <> ${id} and ${mailOutbox.status} = 'pending'`);
  await db().update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));
};

describe('the mail outbox', () => {
  it('keeps the request independent of a dead SMTP server, then retries with exponential backoff and gives up', async () => {
    const body = registrationBody({ language: 'UK' });
    const res = await call(t, 'POST', '/api/user/register', body, undefined, '192.0.2.200');
    expect(res.status).toBe(201);
    const [{ id }] = await db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, body.email));
    const mailer = smtpMailer(deadSmtp, 'Self Storage <no-reply@self-storage.example>');
    const options = { maxAttempts: 3, baseDelaySeconds: 30 };
    await onlyDue(id);

    expect(await deliverPendingMail(db(), mailer, options)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect((await rowOf(id)).lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(await secondsUntilNextAttempt(id)).toBeGreaterThanOrEqual(29);
    // Not due yet: nothing is claimed.
    expect(await deliverPendingMail(db(), mailer, options)).toEqual({ sent: 0, retried: 0, failed: 0 });

    await onlyDue(id);
    await deliverPendingMail(db(), mailer, options);
    expect((await rowOf(id)).attempts).toBe(2);
    expect(await secondsUntilNextAttempt(id)).toBeGreaterThanOrEqual(59);

    await onlyDue(id);
    expect(await deliverPendingMail(db(), mailer, options)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 3 });
    mailer.close();
    expect([1, 2, 3, 4, 10].map((a) => retryDelaySeconds(a, { baseDelaySeconds: 30, maxDelaySeconds: 3600 }))).toEqual([
      30, 60, 120, 240, 3600,
    ]);
  });

  it('really delivers over SMTP (in-process smtp-server with authentication)', async () => {
    const received: { from: string; to: string[]; data: string; user?: string }[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth: (auth, _session, done) => done(null, { user: auth.username }),
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          });
          done();
        });
      },
      logger: false,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = smtpMailer(
      `smtp://mailer%40boxit:s3cret@127.0.0.1:${port}`,
      'Self Storage <no-reply@self-storage.example>',
    );
    try {
      const id = await queueMail(db(), {
        to: 'olena@example.com',
        language: 'UK',
        template: 'password-reset',
        params: { name: 'Олена', link: 'https://self-storage.example/reset-password/change?token=abc' },
      });
      await onlyDue(id);
      expect(await deliverPendingMail(db(), mailer)).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(await rowOf(id)).toMatchObject({ status: 'sent', deliveredVia: 'smtp', attempts: 1, lastError: null });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        from: 'no-reply@self-storage.example',
        to: ['olena@example.com'],
        user: 'mailer@boxit',
      });
      expect(received[0].data).toMatch(/Content-Language: uk/i);
      expect(received[0].data).toMatch(/multipart\/alternative/);
      expect(received[0].data).toMatch(/text\/html/);
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('never sends a message twice when deliveries run in parallel (FOR UPDATE SKIP LOCKED + lease)', async () => {
    await db().update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.status, 'pending'));
    const ids = [];
    for (let i = 0; i < 12; i += 1)
      ids.push(
        await queueMail(db(), {
          to: `many${i}@example.com`,
          language: 'EN',
          template: 'account-removed',
          params: { name: null },
        }),
      );
    const sent: string[] = [];
    const slow: Mailer = {
      via: 'smtp',
      close: () => {},
      send: async (m: OutgoingMail) => {
        await new Promise((r) => setTimeout(r, 15));
        sent.push(m.to);
      },
    };
    const reports = await Promise.all([1, 2, 3].map(() => deliverPendingMail(db(), slow, { batchSize: 5 })));
    await deliverPendingMail(db(), slow, { batchSize: 20 });
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBeGreaterThan(0);
    expect(sent.sort()).toEqual(ids.map((_, i) => `many${i}@example.com`).sort());
  });

  it('is delivered by the background worker; without SMTP_URL into the database mailbox', async () => {
    const id = await queueMail(db(), {
      to: 'worker@example.com',
      language: 'SK',
      template: 'verify-email',
      params: { name: 'Peter', link: 'https://self-storage.example/login?verify=x' },
    });
    const errors: unknown[] = [];
    const worker = startMailWorker({
      db: db(),
      mailer: databaseMailbox,
      pollMs: 20,
      log: { error: (...a: unknown[]) => errors.push(a), warn: () => {} } as never,
    });
    try {
      for (let i = 0; i < 200 && (await rowOf(id)).status !== 'sent'; i += 1)
        await new Promise((r) => setTimeout(r, 25));
    } finally {
      await worker.stop();
    }
    expect(await rowOf(id)).toMatchObject({ status: 'sent', deliveredVia: 'database' });
    expect(errors).toEqual([]);
  });
});
