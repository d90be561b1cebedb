import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../audit/audit';
import { auditLog, staffAccount, staffRecoveryCode, staffSetupLink } from '../db/schema';
import { call, uniqueEmail } from '../testing/accounts';
import {
  codeAt,
  finishSetup,
  nextStaffIp,
  STAFF_PASSWORD,
  staffSignIn,
  startStaffTestApp,
  tokenOfLink,
  type StaffTestApp,
} from '../testing/staff';
import { createStaff } from './management';

let t: StaffTestApp;
beforeAll(async () => {
  t = await startStaffTestApp();
});
afterAll(() => t.close());

const newAdmin = (email = uniqueEmail('admin')) =>
  createStaff({ db: t.database.db, config: t.config }, SYSTEM_ACTOR, {
    email,
    name: 'Ada Admin',
    role: 'ADMIN',
    warehouseIds: [],
  });

const passwordStep = (email: string, password = STAFF_PASSWORD, ip = nextStaffIp()) =>
  call(t, 'POST', '/api/admin/sign-in', { email, password }, undefined, ip);
const codeStep = (challenge: string, code: string, ip = nextStaffIp()) =>
  call(t, 'POST', '/api/admin/sign-in/code', { challenge, code }, undefined, ip);

describe('staff set-up', () => {
  it('shows a secret once per opening, takes a password and a code, answers ten recovery codes once', async () => {
    const created = await newAdmin();
    expect(created.setupLink).toMatch(/\/admin\/setup\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOfLink(created.setupLink);
    const first = await call(t, 'POST', '/api/admin/setup/start', { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email: created.staff.email, name: 'Ada Admin' });
    expect(first.body.otpauthUri).toContain(`secret=${first.body.secret}`);
    // Opened again: a new secret, and only the last one shown works.
    const second = await call(t, 'POST', '/api/admin/setup/start', { token });
    expect(second.body.secret).not.toBe(first.body.secret);
    const body = (code: string) => ({ token, password: STAFF_PASSWORD, passwordConfirmation: STAFF_PASSWORD, code });
    const stale = await call(t, 'POST', '/api/admin/setup/complete', body(await codeAt(t, first.body.secret)));
    expect(stale.body).toMatchObject({ status: 401, code: 'staff/invalid-code' });
    const done = await call(t, 'POST', '/api/admin/setup/complete', body(await codeAt(t, second.body.secret)));
    expect(done.status).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect(new Set(done.body.recoveryCodes).size).toBe(10);
    // The secret is stored encrypted, the recovery codes as argon2 hashes.
    const [row] = await t.database.db.select().from(staffAccount).where(eq(staffAccount.id, created.staff.id));
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(second.body.secret);
    const codes = await t.database.db
      .select()
      .from(staffRecoveryCode)
      .where(eq(staffRecoveryCode.staffId, created.staff.id));
    expect(codes.every((c) => c.codeHash.startsWith('$argon2id$'))).toBe(true);
    // The link worked once.
    const again = await call(t, 'POST', '/api/admin/setup/start', { token });
    expect(again.body).toMatchObject({ status: 400, code: 'staff/setup-link-invalid' });
  });

  it('refuses an unknown, an expired and a replaced link', async () => {
    const unknown = await call(t, 'POST', '/api/admin/setup/start', { token: 'x'.repeat(43) });
    expect(unknown.body.code).toBe('staff/setup-link-invalid');
    const expiring = await newAdmin();
    await t.database.db
      .update(staffSetupLink)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSetupLink.staffId, expiring.staff.id));
    const expired = await call(t, 'POST', '/api/admin/setup/start', { token: tokenOfLink(expiring.setupLink) });
    expect(expired.body.code).toBe('staff/setup-link-invalid');
  });

  it('refuses a short or common password and a confirmation that differs', async () => {
    const created = await newAdmin();
    const token = tokenOfLink(created.setupLink);
    const { body: started } = await call(t, 'POST', '/api/admin/setup/start', { token });
    const code = await codeAt(t, started.secret);
    const short = await call(t, 'POST', '/api/admin/setup/complete', {
      token,
      password: 'Short 1',
      passwordConfirmation: 'Short 1',
      code,
    });
    expect(short.body.fields).toEqual([{ path: 'body.password', code: 'field/too-short', limit: 12 }]);
    const differs = await call(t, 'POST', '/api/admin/setup/complete', {
      token,
      password: STAFF_PASSWORD,
      passwordConfirmation: `${STAFF_PASSWORD}x`,
      code,
    });
    expect(differs.body.fields).toEqual([{ path: 'body.passwordConfirmation', code: 'passwordsMustMatch' }]);
  });
});

describe('staff sign-in', () => {
  let email: string;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    email = uniqueEmail('signin');
    ({ secret, recoveryCodes } = await finishSetup(t, (await newAdmin(email)).setupLink));
  });

  it('takes the password, then a code, and answers a session with the staff member', async () => {
    const first = await passwordStep(email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ challenge: expect.any(String), expiresAt: expect.any(String) });
    t.clock.nextStep();
    const second = await codeStep(first.body.challenge, await codeAt(t, secret));
    expect(second.status).toBe(200);
    expect(second.body.staff).toMatchObject({ email, role: 'ADMIN', warehouseIds: [], idleMinutes: 30 });
    const hours = (Date.parse(second.body.staff.sessionExpiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(9.9);
    expect(hours).toBeLessThanOrEqual(10);
    const me = await call(t, 'GET', '/api/admin/me', undefined, second.body.token);
    expect(me.body).toMatchObject({ email, role: 'ADMIN' });
    // The challenge worked once.
    t.clock.nextStep();
    expect((await codeStep(first.body.challenge, await codeAt(t, secret))).body.code).toBe('staff/sign-in-expired');
  });

  it('answers a wrong password, an unknown e-mail and an account not set up with the same 401', async () => {
    const notSetUp = await newAdmin();
    const answers = await Promise.all([
      passwordStep(email, 'Wrong password 123'),
      passwordStep(uniqueEmail('nobody')),
      passwordStep(notSetUp.staff.email),
    ]);
    for (const answer of answers) expect(answer.body).toMatchObject({ status: 401, code: 'invalid-credentials' });
  });

  it('refuses a wrong code and a code already used, and ends the challenge after five wrong codes', async () => {
    const ip = nextStaffIp();
    const { body } = await passwordStep(email, STAFF_PASSWORD, ip);
    t.clock.nextStep();
    const code = await codeAt(t, secret);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await codeStep(body.challenge, wrong, ip)).body).toMatchObject({ status: 401, code: 'staff/invalid-code' });
    expect((await codeStep(body.challenge, code, ip)).status).toBe(200);
    // The same code again, on a new challenge: refused, its step is spent.
    const next = await passwordStep(email, STAFF_PASSWORD, ip);
    expect((await codeStep(next.body.challenge, code, ip)).body.code).toBe('staff/invalid-code');
    for (let i = 0; i < 4; i += 1) await codeStep(next.body.challenge, wrong, ip);
    t.clock.nextStep();
    expect((await codeStep(next.body.challenge, await codeAt(t, secret), ip)).body.code).toBe('staff/sign-in-expired');
  });

  it('takes a recovery code once, typed in any case and spacing, and audits its use', async () => {
    const [code] = recoveryCodes;
    const first = await passwordStep(email);
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    expect((await codeStep(first.body.challenge, typed)).status).toBe(200);
    const second = await passwordStep(email);
    expect((await codeStep(second.body.challenge, code)).body.code).toBe('staff/invalid-code');
    const used = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.recovery-code-used'));
    expect(used.map((row) => row.actorEmail)).toContain(email);
  });

  it('limits wrong passwords per account and address', async () => {
    const ip = nextStaffIp();
    const target = uniqueEmail('guessed');
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await passwordStep(target, `Guess number ${i}!`, ip)).status);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('signs out: the token stops working, and the sign-out is audited', async () => {
    const token = await staffSignIn(t, email, secret);
    expect((await call(t, 'POST', '/api/admin/sign-out', undefined, token)).body).toEqual({ value: true });
    expect((await call(t, 'GET', '/api/admin/me', undefined, token)).body).toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.sign-out'));
    expect(rows.map((row) => row.actorEmail)).toContain(email);
  });
});
