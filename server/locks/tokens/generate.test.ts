import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimit, rentalContract, unlockToken } from '../../db/schema';
import { mailsTo } from '../../testing/accounts';
import { addBoxes, PUBLIC_URL } from '../../testing/orders';
import { rentABox, signedInClient, type Tenant } from '../../testing/rentals';
import {
  grant,
  signedInOperator,
  startTokenTestApp,
  validity,
  windowFromNow,
  type TokenTestApp,
} from '../../testing/unlockTokens';
import { UNLOCK_TOKEN_MAX_DAYS } from './window';

let t: TokenTestApp;
let owner: Tenant;
let stranger: Tenant;
let contractId: number;
let warehouseId: number;
let boxName: string;

beforeAll(async () => {
  t = await startTokenTestApp();
  owner = await signedInClient(t, 'CS');
  stranger = await signedInClient(t);
  const rented = await rentABox(t, owner);
  contractId = rented.contract.id;
  warehouseId = rented.warehouseId;
  boxName = (await t.database.db.query.box.findFirst({ where: (b, { eq: is }) => is(b.id, rented.contract.boxId) }))!
    .name;
}, 60_000);
afterAll(() => t?.close());
beforeEach(() => t.database.db.delete(rateLimit));

describe('generating an unlock token', () => {
  it('gives the owner a 256-bit token and its link once; the database keeps only its SHA-256', async () => {
    const res = await grant(t, owner, { contractId, email: 'Mover@Example.com', ...windowFromNow(t, 0, 8) });
    expect(res.status).toBe(201);
    const { token, link } = res.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(link).toBe(`${PUBLIC_URL}/service-access?email=mover%40example.com&token=${token}`);
    expect(res.body).toMatchObject({
      contractId,
      warehouseId,
      boxName,
      email: 'mover@example.com',
      state: 'VALID',
      revokedAt: null,
    });
    const [row] = await t.database.db.select().from(unlockToken).where(eq(unlockToken.id, res.body.id));
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({
      email: 'mover@example.com',
      grantedBy: owner.id,
      contractId,
      warehouseId,
      language: 'CS',
    });
  });

  it('e-mails the link in the granter’s language (or the one asked for), naming the granter, warehouse, box and window', async () => {
    const holder = 'holder.one@example.com';
    const window = windowFromNow(t, 1, 30);
    const res = await grant(t, owner, { contractId, email: holder, ...window });
    const [mail] = await mailsTo(t.database.db, holder);
    expect(mail).toMatchObject({ template: 'unlock-token-granted', language: 'CS' });
    expect(mail.subject).toContain('Přístup do skladu');
    expect(mail.text).toContain('Jana Nováková vám posílá přístup');
    expect(mail.text).toContain(res.body.warehouseName);
    expect(mail.text).toContain(`k boxu ${boxName}`);
    expect(mail.text).toContain(res.body.link);
    const sent = new URL(mail.text.match(/https?:\/\/\S*service-access\S*/)![0]);
    const checked = await validity(t, sent.searchParams.get('email')!, sent.searchParams.get('token')!);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      email: holder,
      state: 'NOT_YET_VALID',
      validFrom: window.validFrom,
      validTo: window.validTo,
    });

    await grant(t, owner, { contractId, email: holder, language: 'PL', ...window });
    const [polish] = await mailsTo(t.database.db, holder);
    expect(polish.language).toBe('PL');
    expect(polish.text).toContain('przesyła Państwu dostęp do magazynu');
  });

  it('answers someone else’s contract like an unknown one: 404', async () => {
    const window = windowFromNow(t, 0, 2);
    const foreign = await grant(t, stranger, { contractId, email: 'x@example.com', ...window });
    const unknown = await grant(t, stranger, { contractId: 999_999, email: 'x@example.com', ...window });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect(await mailsTo(t.database.db, 'x@example.com')).toHaveLength(0);
  });

  it('refuses a contract that has ended: 409 contract/not-active', async () => {
    await t.database.db.update(rentalContract).set({ status: 'TERMINATED' }).where(eq(rentalContract.id, contractId));
    try {
      const res = await grant(t, owner, { contractId, email: 'late@example.com', ...windowFromNow(t, 0, 2) });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('contract/not-active');
    } finally {
      await t.database.db.update(rentalContract).set({ status: 'ACTIVE' }).where(eq(rentalContract.id, contractId));
    }
  });

  it('lets only an operator (owner or admin user) grant a warehouse’s entrances', async () => {
    const window = windowFromNow(t, 0, 2);
    const client = await grant(t, owner, { warehouseId, email: 'tech@example.com', ...window });
    expect(client.status).toBe(403);
    expect(client.body.code).toBe('forbidden');
    for (const type of ['OwnerUser', 'AdminUser'] as const) {
      const operator = await signedInOperator(t, type);
      const res = await grant(t, operator, { warehouseId, email: 'tech@example.com', ...window });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ contractId: null, warehouseId, boxName: null, state: 'VALID' });
    }
  });

  it('refuses a warehouse without smart locks', async () => {
    const v1 = await addBoxes(t, { lockVersion: 'V1' });
    const operator = await signedInOperator(t);
    const res = await grant(t, operator, {
      warehouseId: v1.warehouseId,
      email: 'tech@example.com',
      ...windowFromNow(t, 0, 2),
    });
    expect(res.status).toBe(400);
  });

  it('checks the window: an end after the start, in the future, at most UNLOCK_TOKEN_MAX_DAYS long', async () => {
    const body = (from: number, to: number) => ({ contractId, email: 'w@example.com', ...windowFromNow(t, from, to) });
    for (const [from, to] of [
      [2, 1],
      [-5, -1],
      [0, UNLOCK_TOKEN_MAX_DAYS * 24 + 1],
    ]) {
      const res = await grant(t, owner, body(from, to));
      expect(res.status, `${from}..${to}`).toBe(400);
      expect(res.body.code, `${from}..${to}`).toBe('unlock-token/window-invalid');
    }
    expect((await grant(t, owner, body(0, UNLOCK_TOKEN_MAX_DAYS * 24))).status).toBe(201);
  });

  it('allows 20 grants an hour per user (each sends an e-mail), then 429', async () => {
    const operator = await signedInOperator(t);
    const window = windowFromNow(t, 0, 2);
    for (let i = 0; i < 20; i += 1)
      expect((await grant(t, operator, { warehouseId, email: `many${i}@example.com`, ...window })).status).toBe(201);
    const res = await grant(t, operator, { warehouseId, email: 'one.more@example.com', ...window });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await mailsTo(t.database.db, 'one.more@example.com')).toHaveLength(0);
  });

  it('needs a signed-in caller', async () => {
    const res = await grant(
      t,
      { ...owner, token: 'not-a-session' },
      { contractId, email: 'a@example.com', ...windowFromNow(t, 0, 2) },
    );
    expect(res.status).toBe(401);
  });
});
