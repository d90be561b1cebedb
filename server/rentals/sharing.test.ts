import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boxShare, rateLimit, rentalContract } from '../db/schema';
import { call, mailsTo } from '../testing/accounts';
import { startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { rentABox, signedInClient, type Tenant } from '../testing/rentals';

let t: OrderTestApp;
let owner: Tenant;
let friend: Tenant;
let stranger: Tenant;
let contractId: number;

const share = (who: Tenant, id: number, email: string) =>
  call(t, 'POST', '/api/client/my/add-box-sharing', { contractId: id, email }, who.token);
const unshare = (who: Tenant, id: number, email: string) =>
  call(t, 'POST', '/api/client/my/remove-box-sharing', { contractId: id, email }, who.token);
const sharedBoxes = async (who: Tenant) =>
  (await call(t, 'GET', '/api/client/my/shared-boxes', undefined, who.token)).body;
const liveShares = (id: number) => t.database.db.select().from(boxShare).where(eq(boxShare.contractId, id));

beforeAll(async () => {
  t = await startOrderTestApp();
  owner = await signedInClient(t);
  friend = await signedInClient(t, 'PL');
  stranger = await signedInClient(t);
  contractId = (await rentABox(t, owner)).contract.id;
}, 60_000);
afterAll(() => t?.close());
beforeEach(() => t.database.db.delete(rateLimit));

describe('sharing a box', () => {
  it('shares with a registered user, who is e-mailed in their own language, and lists the share', async () => {
    const res = await share(owner, contractId, friend.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.sharedByMe).toEqual([expect.objectContaining({ contractId, email: friend.email })]);
    expect(res.body.sharedWithMe).toEqual([]);
    const [mail] = await mailsTo(t.database.db, friend.email);
    expect(mail).toMatchObject({ template: 'box-shared', language: 'PL' });
    expect(mail.subject).toContain('udostępnia Państwu boks');
    expect(mail.text).toContain('/my/boxes');
    const detail = await call(t, 'GET', `/api/client/my/contracts/${contractId}`, undefined, owner.token);
    expect(detail.body.sharedWith).toEqual([friend.email]);
    expect((await sharedBoxes(owner)).sharedByMe).toHaveLength(1);
  });

  it('is idempotent: sharing again with the same user keeps one share and sends no second e-mail', async () => {
    const res = await share(owner, contractId, friend.email);
    expect(res.status).toBe(200);
    expect(res.body.sharedByMe).toHaveLength(1);
    expect(await liveShares(contractId)).toHaveLength(1);
    expect((await mailsTo(t.database.db, friend.email)).filter((m) => m.template === 'box-shared')).toHaveLength(1);
  });

  it('refuses an e-mail without an account (catalogue code, on the field) and the owner themselves', async () => {
    const unknown = await share(owner, contractId, 'nobody.here@example.com');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      status: 404,
      code: 'boxSharing/user-email-not-found',
      fields: [{ path: 'email', code: 'boxSharing/user-email-not-found' }],
    });
    const self = await share(owner, contractId, owner.email);
    expect(self.status).toBe(400);
    expect(self.body.fields).toEqual([{ path: 'email', code: 'bad-request' }]);
  });

  it("answers someone else's contract like an unknown one, and refuses the shared user (403)", async () => {
    const theirs = await share(stranger, contractId, friend.email);
    const unknown = await share(stranger, 2_000_000_000, friend.email);
    expect(unknown.status).toBe(404);
    expect(theirs).toEqual(unknown);
    expect((await share(friend, contractId, stranger.email)).status).toBe(403);
    expect((await unshare(stranger, contractId, friend.email)).status).toBe(404);
    expect((await unshare(friend, contractId, owner.email)).status).toBe(403);
  });

  it('shows the shared user the box with its owner and codes, and nothing they gave', async () => {
    const mine = await sharedBoxes(friend);
    expect(mine.sharedByMe).toEqual([]);
    expect(mine.sharedWithMe).toEqual([
      expect.objectContaining({
        contractId,
        ownerEmail: owner.email,
        warehouse: expect.objectContaining({ lockVersion: 'V2' }),
      }),
    ]);
    expect(mine.sharedWithMe[0].ownerName).not.toBe('');
  });

  it('lets a shared user leave the box, and the owner remove a share; both are idempotent', async () => {
    const leaver = await signedInClient(t);
    await share(owner, contractId, leaver.email);
    const left = await unshare(leaver, contractId, leaver.email);
    expect(left.status).toBe(200);
    expect(left.body.sharedWithMe).toEqual([]);
    expect((await sharedBoxes(owner)).sharedByMe.map((s: { email: string }) => s.email)).toEqual([friend.email]);
    expect((await unshare(owner, contractId, leaver.email)).status).toBe(200);
    const removed = await unshare(owner, contractId, friend.email);
    expect(removed.body.sharedByMe).toEqual([]);
    expect((await sharedBoxes(friend)).sharedWithMe).toEqual([]);
    // Shared again after a removal: a new live share and a new e-mail.
    expect((await share(owner, contractId, friend.email)).body.sharedByMe).toHaveLength(1);
    expect((await mailsTo(t.database.db, friend.email)).filter((m) => m.template === 'box-shared')).toHaveLength(2);
    await unshare(owner, contractId, friend.email);
  });

  it('ends with the contract: an ended contract is no longer listed, and cannot be shared', async () => {
    const other = await signedInClient(t);
    const { contract } = await rentABox(t, other);
    await share(other, contract.id, friend.email);
    expect((await sharedBoxes(friend)).sharedWithMe).toHaveLength(1);
    await t.database.db.update(rentalContract).set({ status: 'TERMINATED' }).where(eq(rentalContract.id, contract.id));
    expect((await sharedBoxes(friend)).sharedWithMe).toEqual([]);
    expect((await sharedBoxes(other)).sharedByMe).toEqual([]);
    const late = await share(other, contract.id, stranger.email);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('contract/not-active');
    expect(
      await t.database.db
        .select()
        .from(boxShare)
        .where(and(eq(boxShare.contractId, contract.id), eq(boxShare.sharedWith, stranger.id))),
    ).toEqual([]);
  });

  it('limits attempts to 20 an hour per owner, since each may send an e-mail', async () => {
    for (let i = 0; i < 20; i += 1) expect((await share(owner, contractId, `probe${i}@example.com`)).status).toBe(404);
    const limited = await share(owner, contractId, friend.email);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate-limited');
  });
});
