import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimit } from '../../db/schema';
import { call } from '../../testing/accounts';
import { rentABox, signedInClient, type Tenant } from '../../testing/rentals';
import {
  grant,
  revoke,
  startTokenTestApp,
  unlockByLink,
  validity,
  windowFromNow,
  type TokenTestApp,
} from '../../testing/unlockTokens';

let t: TokenTestApp;
let owner: Tenant;
let stranger: Tenant;
let contractId: number;
let boxId: number;
const AT_THE_DOOR = { lat: 48.15, lng: 17.11, accuracy: 10 };

beforeAll(async () => {
  t = await startTokenTestApp();
  owner = await signedInClient(t);
  stranger = await signedInClient(t);
  const rented = await rentABox(t, owner);
  contractId = rented.contract.id;
  boxId = rented.contract.boxId;
}, 60_000);
afterAll(() => t?.close());
beforeEach(() => t.database.db.delete(rateLimit));

const minute = () => t.clock.set(new Date(t.clock.now().getTime() + 60_000).toISOString());

describe('my unlock tokens', () => {
  it('lists my grants newest first, with their state, and never a token or link', async () => {
    const ids: number[] = [];
    for (const [email, from] of [
      ['first@example.com', 0],
      ['second@example.com', 2],
      ['third@example.com', 0],
    ] as const) {
      ids.push((await grant(t, owner, { contractId, email, ...windowFromNow(t, from, from + 4) })).body.id);
      minute();
    }
    const mine = await call(t, 'GET', '/api/common/unlock-token', undefined, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.body.map((g: { id: number }) => g.id)).toEqual([...ids].reverse());
    expect(mine.body.map((g: { state: string }) => g.state)).toEqual(['VALID', 'NOT_YET_VALID', 'VALID']);
    for (const g of mine.body) expect(g).toMatchObject({ token: null, link: null, revokedAt: null, contractId });
    expect((await call(t, 'GET', '/api/common/unlock-token', undefined, stranger.token)).body).toEqual([]);
  });

  it('revokes once: someone else’s grant is 404, revoking again answers it unchanged, and the link opens nothing', async () => {
    const created = await grant(t, owner, { contractId, email: 'revoked@example.com', ...windowFromNow(t, 0, 4) });
    const { id, token } = created.body;
    expect((await validity(t, 'revoked@example.com', token)).status).toBe(200);

    const foreign = await revoke(t, stranger, id);
    expect(foreign.status).toBe(404);
    expect((await revoke(t, stranger, 999_999)).body).toEqual(foreign.body);

    const revoked = await revoke(t, owner, id);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id, revokedAt: t.clock.now().toISOString(), token: null, link: null });
    minute();
    expect((await revoke(t, owner, id)).body).toEqual({ ...revoked.body, state: 'VALID' });

    const checked = await validity(t, 'revoked@example.com', token);
    expect(checked.status).toBe(404);
    expect(checked.body.code).toBe('service-access/invalid-link');
    const opened = await unlockByLink(t, 'box-unlock', boxId, 'revoked@example.com', token, AT_THE_DOOR);
    expect(opened.status).toBe(404);
    expect(opened.body.code).toBe('service-access/invalid-link');
  });
});
