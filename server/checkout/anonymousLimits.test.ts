import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { call, registrationBody } from '../testing/accounts';
import { invoicingDetails, startOrderTestApp, type OrderTestApp } from '../testing/orders';

let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp();
});
afterAll(() => t.close());
const rows = async () =>
  Number((await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from rate_limit`))[0].n);

describe('anonymous calls that write', () => {
  it('retry-payment is limited per client address first: invented references cannot fill the counters', async () => {
    const ip = '192.0.2.50';
    const before = await rows();
    const answers: number[] = [];
    for (let i = 0; i < 60; i += 1)
      answers.push(
        (
          await call(
            t,
            'POST',
            `/api/client/order/${randomBytes(16).toString('base64url')}/retry-payment`,
            undefined,
            undefined,
            ip,
          )
        ).status,
      );
    expect(answers.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(answers.slice(30).every((s) => s === 429)).toBe(true);
    // One row for the address and one per reference it was allowed to try.
    expect((await rows()) - before).toBeLessThanOrEqual(31);
  });

  it("the order form's e-mail check counts in the registration bucket: together no more than registration allows", async () => {
    const ip = '192.0.2.60';
    const verify = () =>
      call(
        t,
        'PUT',
        '/api/client/order/offer/verify-autoregistration-invoicing-details',
        invoicingDetails(),
        undefined,
        ip,
      );
    for (let i = 0; i < 5; i += 1) expect((await verify()).status).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await call(t, 'POST', '/api/user/register', registrationBody(), undefined, ip)).status).toBe(201);
    expect((await verify()).status).toBe(429);
    expect((await call(t, 'POST', '/api/user/register', registrationBody(), undefined, ip)).status).toBe(429);
  });
});
