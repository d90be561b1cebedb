import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@contract/index';
import { queryRows } from '../db/client';
import { auditLog, staffAccount } from '../db/schema';
import { call } from '../testing/accounts';
import { adminAndOwner, startStaffTestApp, type SignedInStaff, type StaffTestApp } from '../testing/staff';
import { SYSTEM_ACTOR, withAudit } from './audit';
import { csvField } from './csv';

let t: StaffTestApp;
let admin: SignedInStaff;
let owner: SignedInStaff;
let mine: number;
let theirs: number;
beforeAll(async () => {
  t = await startStaffTestApp();
  ({ admin, owner, mine, theirs } = await adminAndOwner(t));
  // Two rows about warehouses, one each, written as a console feature writes them.
  for (const [warehouseId, price] of [
    [mine, 4900],
    [theirs, 5900],
  ])
    await t.database.db.transaction((tx) =>
      withAudit(tx, SYSTEM_ACTOR, 'staff.assign-warehouses', {
        target: { type: 'warehouse', id: warehouseId, warehouseId },
        before: { price: price - 100 },
        after: { price },
        reason: '=HYPERLINK("http://evil")',
      }),
    );
});
afterAll(() => t.close());

const countRows = async () =>
  Number((await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log`))[0].n);

describe('withAudit', () => {
  it('writes in the transaction of the change: a change that fails leaves no row, and neither does its record', async () => {
    const before = await countRows();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(staffAccount).set({ name: 'Renamed' }).where(eq(staffAccount.id, admin.id));
        await withAudit(tx, SYSTEM_ACTOR, 'staff.change-role', { target: { type: 'staff', id: admin.id } });
        throw new Error('the change failed after its record');
      }),
    ).rejects.toThrow('the change failed');
    expect(await countRows()).toBe(before);
    const [row] = await t.database.db.select().from(staffAccount).where(eq(staffAccount.id, admin.id));
    expect(row.name).not.toBe('Renamed');
  });

  it('refuses to write outside a transaction', async () => {
    await expect(
      withAudit(t.database.db, SYSTEM_ACTOR, 'staff.disable', { target: { type: 'staff', id: 1 } }),
    ).rejects.toThrow(/inside the transaction/);
  });

  it('keeps rows as written: the database refuses UPDATE and DELETE', async () => {
    const [row] = await t.database.db.select().from(auditLog).limit(1);
    await expect(
      t.database.db.update(auditLog).set({ reason: 'edited' }).where(eq(auditLog.id, row.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditLog).where(eq(auditLog.id, row.id))).rejects.toThrow();
    const [still] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(still).toEqual(row);
  });
});

describe('the audit log calls', () => {
  it('only read: no call of the API changes or removes audit rows', () => {
    const routes = (router: AppRouter): AppRoute[] =>
      Object.values(router).flatMap((node) => (isAppRoute(node) ? [node] : routes(node as AppRouter)));
    const auditCalls = routes(contract).filter((route) => route.path.includes('/audit'));
    expect(auditCalls.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'GET /api/admin/audit',
      'GET /api/admin/audit/export',
    ]);
  });

  it('search by action, actor, target and time, newest first, a page at a time', async () => {
    const get = (query: string) => call(t, 'GET', `/api/admin/audit?${query}`, undefined, admin.token);
    const signIns = await get(`action=staff.sign-in&actorEmail=${encodeURIComponent(owner.email)}`);
    expect(signIns.body.entries).toHaveLength(1);
    expect(signIns.body.entries[0]).toMatchObject({
      actorId: owner.id,
      actorRole: 'OWNER',
      targetId: String(owner.id),
    });
    const all = (await get('limit=200')).body.entries as { id: number }[];
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
    const first = await get('limit=2');
    expect(first.body.entries.map((e: { id: number }) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
    const second = await get(`limit=2&before=${first.body.nextBefore}`);
    expect(second.body.entries.map((e: { id: number }) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
    const target = await get(`targetType=warehouse&targetId=${theirs}`);
    expect(target.body.entries.map((e: { after: unknown }) => e.after)).toEqual([{ price: 5900 }]);
    const future = await get(`from=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`);
    expect(future.body).toEqual({ entries: [], nextBefore: null });
  });

  it('shows an owner only the rows of their own warehouses, and another owner’s warehouse as not found', async () => {
    const own = await call(t, 'GET', '/api/admin/audit', undefined, owner.token);
    expect(own.body.entries.map((e: { warehouseId: number }) => e.warehouseId)).toEqual([mine]);
    const other = await call(t, 'GET', `/api/admin/audit?warehouseId=${theirs}`, undefined, owner.token);
    const unknown = await call(t, 'GET', '/api/admin/audit?warehouseId=2000000000', undefined, owner.token);
    expect(other.body).toEqual(unknown.body);
    expect(other.status).toBe(404);
    const exported = await call(t, 'GET', `/api/admin/audit/export?warehouseId=${theirs}`, undefined, owner.token);
    expect(exported.status).toBe(404);
  });

  it('exports the matching rows as CSV that a spreadsheet opens without running formulas', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit/export?targetType=warehouse',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,at,actorId,actorEmail,actorRole,action,targetType,targetId,warehouseId,before,after,reason,requestId,address',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,warehouse,${theirs},${theirs},"{""price"":5800}","{""price"":5900}",`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('writes CSV fields by RFC 4180', () => {
    expect([null, 7, 'plain', 'a,b', 'say "hi"', 'two\nlines', '+1', '-x', '@me', { a: 1 }].map(csvField)).toEqual([
      '',
      '7',
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
      "'+1",
      "'-x",
      "'@me",
      '"{""a"":1}"',
    ]);
  });
});
