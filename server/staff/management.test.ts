import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffAccount } from '../db/schema';
import { call, uniqueEmail } from '../testing/accounts';
import { addWarehouse } from '../testing/fixtures';
import {
  finishSetup,
  signedInStaff,
  staffSignIn,
  startStaffTestApp,
  type SignedInStaff,
  type StaffTestApp,
} from '../testing/staff';

let t: StaffTestApp;
let admin: SignedInStaff;
let warehouses: number[];
beforeAll(async () => {
  t = await startStaffTestApp();
  admin = await signedInStaff(t, 'ADMIN');
  warehouses = [
    await addWarehouse(t.database.db, { lat: 48.1, lng: 17.1 }, [{}]),
    await addWarehouse(t.database.db, { lat: 49.2, lng: 16.6 }, [{}]),
  ];
});
afterAll(() => t.close());

const as = (token: string) => ({
  get: (url: string) => call(t, 'GET', url, undefined, token),
  post: (url: string, body: unknown) => call(t, 'POST', url, body, token),
  put: (url: string, body: unknown) => call(t, 'PUT', url, body, token),
});
const auditOf = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('staff accounts in the console', () => {
  it('invites an owner with warehouses: the account, a set-up link and an audit row', async () => {
    const email = uniqueEmail('owner');
    const invited = await as(admin.token).post('/api/admin/staff', {
      email,
      name: 'Olga Owner',
      role: 'OWNER',
      warehouseIds: [warehouses[1], warehouses[0], warehouses[0]],
    });
    expect(invited.status).toBe(201);
    expect(invited.body.staff).toMatchObject({ email, role: 'OWNER', status: 'INVITED', warehouseIds: warehouses });
    expect(invited.body.setupLink).toContain('/admin/setup?token=');
    const [row] = (await auditOf('staff.invite')).filter((r) => r.targetId === String(invited.body.staff.id));
    expect(row).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      actorRole: 'ADMIN',
      targetType: 'staff',
      before: null,
      after: { email, name: 'Olga Owner', role: 'OWNER', warehouseIds: warehouses },
      address: '203.0.113.1',
    });
    expect(row.requestId).toBeTruthy();
    const { secret } = await finishSetup(t, invited.body.setupLink);
    const ownerToken = await staffSignIn(t, email, secret);
    expect((await as(ownerToken).get('/api/admin/me')).body).toMatchObject({ role: 'OWNER', warehouseIds: warehouses });
    const list = await as(admin.token).get('/api/admin/staff');
    expect(list.body.staff.find((s: { email: string }) => s.email === email)).toMatchObject({ status: 'ACTIVE' });
  });

  it('refuses a second account with the same e-mail and a warehouse that does not exist', async () => {
    const body = { email: admin.email.toUpperCase(), name: 'Copy', role: 'SUPPORT', warehouseIds: [] };
    expect((await as(admin.token).post('/api/admin/staff', body)).body).toMatchObject({
      status: 409,
      code: 'staff/email-exists',
    });
    const unknown = { email: uniqueEmail('x'), name: 'X', role: 'OWNER', warehouseIds: [2_000_000_000] };
    expect((await as(admin.token).post('/api/admin/staff', unknown)).status).toBe(404);
    expect((await t.database.db.select().from(staffAccount).where(eq(staffAccount.email, unknown.email))).length).toBe(
      0,
    );
  });

  it('changes a role with a reason, before and after in the log, and ends that account’s sessions', async () => {
    const support = await signedInStaff(t, 'SUPPORT');
    const noReason = await as(admin.token).put(`/api/admin/staff/${support.id}/role`, { role: 'OWNER' });
    expect(noReason.body.fields).toEqual([{ path: 'body.reason', code: 'revalid/rule/basic/not-null' }]);
    const changed = await as(admin.token).put(`/api/admin/staff/${support.id}/role`, {
      role: 'OWNER',
      reason: 'Runs the Brno branch now',
    });
    expect(changed.body).toMatchObject({ id: support.id, role: 'OWNER' });
    expect((await as(support.token).get('/api/admin/me')).status).toBe(401);
    const [row] = (await auditOf('staff.change-role')).filter((r) => r.targetId === String(support.id));
    expect(row).toMatchObject({
      before: { role: 'SUPPORT' },
      after: { role: 'OWNER' },
      reason: 'Runs the Brno branch now',
    });
  });

  it('assigns warehouses with the lists before and after', async () => {
    const owner = await signedInStaff(t, 'OWNER', [warehouses[0]]);
    const changed = await as(admin.token).put(`/api/admin/staff/${owner.id}/warehouses`, {
      warehouseIds: [warehouses[1]],
      reason: 'Swapped branches',
    });
    expect(changed.body.warehouseIds).toEqual([warehouses[1]]);
    const [row] = (await auditOf('staff.assign-warehouses')).filter((r) => r.targetId === String(owner.id));
    expect(row).toMatchObject({ before: { warehouseIds: [warehouses[0]] }, after: { warehouseIds: [warehouses[1]] } });
  });

  it('disables an account: its session ends, it cannot sign in; enabling lets it in again', async () => {
    const owner = await signedInStaff(t, 'OWNER');
    const disabled = await as(admin.token).post(`/api/admin/staff/${owner.id}/disable`, { reason: 'Left the company' });
    expect(disabled.body.status).toBe('DISABLED');
    expect((await as(owner.token).get('/api/admin/me')).status).toBe(401);
    await expect(staffSignIn(t, owner.email, owner.secret)).rejects.toThrow(/invalid-credentials/);
    await as(admin.token).post(`/api/admin/staff/${owner.id}/enable`, { reason: 'Came back' });
    expect(await staffSignIn(t, owner.email, owner.secret)).toEqual(expect.any(String));
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(owner.id)));
    expect(rows.map((r) => [r.action, r.reason])).toEqual(
      expect.arrayContaining([
        ['staff.disable', 'Left the company'],
        ['staff.enable', 'Came back'],
      ]),
    );
  });

  it('never lets an admin change, disable or reset their own account', async () => {
    for (const [method, url, body] of [
      ['put', `/api/admin/staff/${admin.id}/role`, { role: 'OWNER', reason: 'x' }],
      ['post', `/api/admin/staff/${admin.id}/disable`, { reason: 'x' }],
      ['post', `/api/admin/staff/${admin.id}/setup-link`, { reason: 'x' }],
    ] as const) {
      const answer = method === 'put' ? await as(admin.token).put(url, body) : await as(admin.token).post(url, body);
      expect(answer.body).toMatchObject({ status: 409, code: 'staff/own-account' });
    }
  });

  it('resets a sign-in with a new set-up link: the old link stops working, the new one replaces the authenticator', async () => {
    const support = await signedInStaff(t, 'SUPPORT');
    const first = await as(admin.token).post(`/api/admin/staff/${support.id}/setup-link`, { reason: 'Lost phone' });
    const second = await as(admin.token).post(`/api/admin/staff/${support.id}/setup-link`, { reason: 'Lost phone' });
    expect(second.status).toBe(201);
    await expect(finishSetup(t, first.body.setupLink)).rejects.toThrow(/setup-link-invalid/);
    const { secret } = await finishSetup(t, second.body.setupLink);
    expect((await as(support.token).get('/api/admin/me')).status).toBe(401);
    await expect(staffSignIn(t, support.email, support.secret)).rejects.toThrow(/invalid-code/);
    expect(await staffSignIn(t, support.email, secret)).toEqual(expect.any(String));
  });

  it('keeps the staff calls for admins: an owner and support get 403', async () => {
    const owner = await signedInStaff(t, 'OWNER');
    const support = await signedInStaff(t, 'SUPPORT');
    for (const token of [owner.token, support.token]) {
      expect((await as(token).get('/api/admin/staff')).body).toMatchObject({ status: 403, code: 'forbidden' });
      expect((await as(token).get('/api/admin/audit')).status).toBe(token === owner.token ? 200 : 403);
    }
  });
});
