import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoice, rateLimit, rent, rentalContract } from '../db/schema';
import { call } from '../testing/accounts';
import { PUBLIC_URL, startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { isoDay, rentABox, signedInClient, type Tenant } from '../testing/rentals';

/** What a user a box is shared with may do: open its locks and read its PIN, and nothing of the contract's money. */
let t: OrderTestApp;
let owner: Tenant;
let friend: Tenant;
let contract: typeof rentalContract.$inferSelect;
let warehouseId: number;
const AT_THE_WAREHOUSE = { lat: 48.15, lng: 17.11, accuracy: 10 };

const as = (who: Tenant, method: 'GET' | 'POST', url: string, body?: unknown) => call(t, method, url, body, who.token);

beforeAll(async () => {
  t = await startOrderTestApp({ LOCK_ACK_TIMEOUT_MS: '400', LOCK_RELOCK_SECONDS: '30' });
  owner = await signedInClient(t);
  friend = await signedInClient(t);
  ({ contract, warehouseId } = await rentABox(t, owner));
  const shared = await as(owner, 'POST', '/api/client/my/add-box-sharing', {
    contractId: contract.id,
    email: friend.email,
  });
  if (shared.status !== 200) throw new Error(`sharing failed: ${JSON.stringify(shared.body)}`);
}, 60_000);
afterAll(() => t?.close());
beforeEach(() => t.database.db.delete(rateLimit));

describe('a box shared with me', () => {
  it('opens its door and its warehouse entrance at the warehouse; the owner sees who in the access log', async () => {
    const box = await as(friend, 'POST', `/api/client/lock-v2/box-unlock/${contract.boxId}`, AT_THE_WAREHOUSE);
    expect(box.status).toBe(200);
    expect(box.body).toMatchObject({ unlocked: true });
    expect(
      (await as(friend, 'POST', `/api/client/lock-v2/warehouse-unlock/${warehouseId}`, AT_THE_WAREHOUSE)).status,
    ).toBe(200);
    const log = await as(owner, 'GET', `/api/client/lock-v2/access-log/${contract.boxId}`);
    expect(log.body[0]).toMatchObject({
      lock: 'ENTRANCE',
      result: 'OPENED',
      by: friend.email,
      actor: 'SHARED_USER',
      via: 'ACCOUNT',
    });
    expect(log.body[1]).toMatchObject({ lock: 'BOX', result: 'OPENED', by: friend.email });
    // The log is the owner's: the shared user gets it like an unknown box.
    expect((await as(friend, 'GET', `/api/client/lock-v2/access-log/${contract.boxId}`)).status).toBe(404);
  });

  it('gives its lock PIN', async () => {
    const pin = await as(friend, 'GET', `/api/client/contract/${contract.id}/lock-access-pin`);
    expect(pin.status).toBe(200);
    expect(pin.body.value).toBe(contract.lockCode);
  });

  it('shows nothing of the money: contract, rents, invoice, agreement, payment and notice answer 404', async () => {
    const [first] = await t.database.db
      .select({ rentId: rent.id, invoiceId: invoice.id })
      .from(rent)
      .innerJoin(invoice, eq(invoice.rentId, rent.id))
      .where(eq(rent.contractId, contract.id))
      .orderBy(desc(rent.id));
    const calls: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', `/api/client/my/contracts/${contract.id}`],
      ['GET', `/api/client/my/contracts/${contract.id}/rents`],
      ['GET', `/api/client/my/invoice-download/${first.invoiceId}`],
      ['GET', `/api/client/my/legal-agreement-download/${contract.agreementDocumentId}`],
      ['GET', `/api/client/my/rents/${first.rentId}/payment-status`],
      ['POST', `/api/client/manual-payment/${first.rentId}`, { returnUrl: `${PUBLIC_URL}/my/rents` }],
      ['GET', `/api/client/contract/${contract.id}/cancellation/first-possible-date`],
      [
        'POST',
        `/api/client/contract/${contract.id}/cancellation/request`,
        { day: isoDay(30), note: null, reasons: ['UzNepotrebujem'] },
      ],
    ];
    for (const [method, url, body] of calls) expect((await as(friend, method, url, body)).status, url).toBe(404);
    expect((await as(friend, 'GET', '/api/client/my/contracts')).body).toEqual([]);
    expect((await as(friend, 'GET', '/api/client/my/rents')).body).toEqual([]);
  });

  it('opens nothing once the owner removed the share', async () => {
    await as(owner, 'POST', '/api/client/my/remove-box-sharing', { contractId: contract.id, email: friend.email });
    expect(
      (await as(friend, 'POST', `/api/client/lock-v2/box-unlock/${contract.boxId}`, AT_THE_WAREHOUSE)).status,
    ).toBe(404);
    expect((await as(friend, 'GET', `/api/client/contract/${contract.id}/lock-access-pin`)).status).toBe(404);
    await as(owner, 'POST', '/api/client/my/add-box-sharing', { contractId: contract.id, email: friend.email });
  });

  it('shows an attempt by an account removed since as a removed account, not its tombstone address', async () => {
    const leaver = await signedInClient(t);
    expect(
      (await as(owner, 'POST', '/api/client/my/add-box-sharing', { contractId: contract.id, email: leaver.email }))
        .status,
    ).toBe(200);
    expect(
      (await as(leaver, 'POST', `/api/client/lock-v2/box-unlock/${contract.boxId}`, AT_THE_WAREHOUSE)).status,
    ).toBe(200);
    expect((await as(leaver, 'POST', '/api/client/my/remove-account')).status).toBe(200);
    const log = await as(owner, 'GET', `/api/client/lock-v2/access-log/${contract.boxId}`);
    expect(log.status).toBe(200);
    expect(log.body[0]).toMatchObject({ lock: 'BOX', result: 'OPENED', by: null, actor: 'REMOVED_ACCOUNT' });
  });

  it('ends with the contract: after TERMINATED or EVICTED the box, the entrance and the PIN answer 404', async () => {
    for (const status of ['EVICTED', 'TERMINATED']) {
      await t.database.db.update(rentalContract).set({ status }).where(eq(rentalContract.id, contract.id));
      expect(
        (await as(friend, 'POST', `/api/client/lock-v2/box-unlock/${contract.boxId}`, AT_THE_WAREHOUSE)).status,
      ).toBe(404);
      expect(
        (await as(friend, 'POST', `/api/client/lock-v2/warehouse-unlock/${warehouseId}`, AT_THE_WAREHOUSE)).status,
      ).toBe(404);
      expect((await as(friend, 'GET', `/api/client/contract/${contract.id}/lock-access-pin`)).status).toBe(404);
      expect((await as(friend, 'GET', '/api/client/my/shared-boxes')).body.sharedWithMe).toEqual([]);
    }
  });
});
