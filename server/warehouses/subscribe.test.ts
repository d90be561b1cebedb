import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeBoxSubscription } from '../db/schema';
import { addWarehouse } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
let full: number;
let other: number;
let closed: number;
beforeAll(async () => {
  t = await startTestApp();
  full = await addWarehouse(t.database.db, { lat: 48.1, lng: 17.1 }, [{ occupancy: 'RENTED' }]);
  other = await addWarehouse(t.database.db, { lat: 48.2, lng: 17.1 }, [{ occupancy: 'RENTED' }]);
  closed = await addWarehouse(t.database.db, { lat: 48.3, lng: 17.1, deactivated: true }, [{}]);
});
afterAll(() => t.close());

const subscribe = (id: number, body: Record<string, unknown>, ip = '10.1.1.1') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/client/warehouse/${id}/subscribe/new-free-box`,
    payload: body,
    remoteAddress: ip,
  });

describe('PUT /api/client/warehouse/:id/subscribe/new-free-box', () => {
  it('registers the contact once; a repeat is "request already registered"', async () => {
    const first = await subscribe(full, {
      email: 'Eva@Example.sk',
      phoneNumber: '+421 905 123 456',
      size: 'SMALL',
      language: 'SK',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ subscribed: true });
    const [row] = await t.database.db
      .select()
      .from(freeBoxSubscription)
      .where(eq(freeBoxSubscription.warehouseId, full));
    expect(row).toMatchObject({
      email: 'eva@example.sk',
      phoneNumber: '+421905123456',
      size: 'SMALL',
      language: 'SK',
      notifiedAt: null,
    });

    const again = await subscribe(full, { email: 'eva@example.sk', language: 'EN' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, code: 'notify-me/already-registered' });
    expect((await subscribe(other, { email: 'eva@example.sk', language: 'SK' })).statusCode).toBe(200);
  });

  it('takes a new request after the previous one was answered', async () => {
    await t.database.db
      .update(freeBoxSubscription)
      .set({ notifiedAt: new Date() })
      .where(eq(freeBoxSubscription.warehouseId, other));
    expect((await subscribe(other, { email: 'eva@example.sk', language: 'SK' })).statusCode).toBe(200);
  });

  it('validates the contact with catalogue codes next to the fields', async () => {
    const badEmail = await subscribe(full, { email: 'not-an-email', language: 'SK' });
    expect(badEmail.json()).toMatchObject({
      status: 400,
      fields: [{ path: 'body.email', code: 'revalid/rule/basic/regex' }],
    });
    const badPhone = await subscribe(full, { email: 'jan@example.sk', phoneNumber: '0905 123 456', language: 'SK' });
    expect(badPhone.json()).toMatchObject({
      status: 400,
      code: 'phoneNumber-invalid',
      fields: [{ path: 'body.phoneNumber' }],
    });
    const missing = await subscribe(full, { language: 'SK' });
    expect(missing.json()).toMatchObject({ code: 'revalid/rule/basic/not-null', fields: [{ path: 'body.email' }] });
  });

  it('answers 404 for an unknown warehouse and 409 for a deactivated one', async () => {
    expect((await subscribe(999_999, { email: 'jan@example.sk', language: 'SK' })).json()).toMatchObject({
      status: 404,
      code: 'not-found',
    });
    expect((await subscribe(closed, { email: 'jan@example.sk', language: 'SK' })).json()).toMatchObject({
      status: 409,
      code: 'Order/Warehouse-deactivated',
    });
  });

  it('limits requests per e-mail address, whoever sends them', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const id = await addWarehouse(t.database.db, { lat: 47 + i / 10, lng: 19 }, [{ occupancy: 'RENTED' }]);
      statuses.push((await subscribe(id, { email: 'flood@example.sk', language: 'HU' }, `10.2.2.${i}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
