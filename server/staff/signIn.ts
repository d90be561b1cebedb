import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { StaffMe } from '@contract/admin/auth';
import { withAudit } from '../audit/audit';
import type { AppContext } from '../config/context';
import { staffAccount, staffChallenge } from '../db/schema';
import { HttpError } from '../http/httpError';
import { countAttempt, forgiveAttempt } from '../http/throttle';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from '../identity/passwords';
import { hashToken, looksLikeToken, newOpaqueToken } from '../identity/tokens';
import { findStaffByEmail, loadStaff, roleOf, statusOf, warehouseIdsOf, type StaffRow } from './accounts';
import { requestActor, type StaffPrincipal } from './guard';
import { CHALLENGE_MAX_FAILURES, CHALLENGE_SECONDS, staffCodeThrottles, staffSignInThrottles } from './limits';
import { spendRecoveryCode } from './recoveryCodes';
import { openSecret, secretKeyOf } from './secretBox';
import { createStaffSession, staffSessionPolicyOf } from './sessions';
import { invalidCode } from './setup';
import { acceptedStep } from './totp';

const invalidCredentials = () => new HttpError(401, 'invalid-credentials', 'Incorrect e-mail or password.');
const signInExpired = () =>
  new HttpError(401, 'staff/sign-in-expired', 'The sign-in took too long or had too many wrong codes; start again.');

type Request = Pick<FastifyRequest, 'id' | 'ip'>;

/**
 * The password step. An unknown e-mail, a wrong password, an account not set up yet and a disabled
 * one all get the same 401 after the same argon2 work, so the answer tells nothing about which
 * staff accounts exist. Success answers a challenge for the second step, not a session.
 */
export async function passwordStep(ctx: AppContext, email: string, password: string, address: string) {
  const throttles = staffSignInThrottles(email, address);
  await countAttempt(ctx.db, throttles);
  const staff = await findStaffByEmail(ctx.db, email);
  const ok = staff?.passwordHash
    ? await verifyPassword(staff.passwordHash, password)
    : await verifyDummyPassword(password);
  if (!staff || !ok || statusOf(staff) !== 'ACTIVE') throw invalidCredentials();
  await forgiveAttempt(ctx.db, throttles);
  if (needsRehash(staff.passwordHash!)) {
    await ctx.db
      .update(staffAccount)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(staffAccount.id, staff.id));
  }
  const challenge = newOpaqueToken();
  await ctx.db
    .delete(staffChallenge)
    .where(and(eq(staffChallenge.staffId, staff.id), lt(staffChallenge.expiresAt, sql`now()`)));
  const [row] = await ctx.db
    .insert(staffChallenge)
    .values({
      staffId: staff.id,
      tokenHash: hashToken(challenge),
      expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_SECONDS})`,
    })
    .returning({ expiresAt: staffChallenge.expiresAt });
  return { challenge, expiresAt: row.expiresAt.toISOString() };
}

/** A code from the authenticator (six digits): its step must be later than the last one accepted. */
async function totpAccepted(ctx: AppContext, staff: StaffRow, code: string): Promise<boolean> {
  const key = secretKeyOf(ctx.config.env);
  const secret = key && staff.totpSecret ? openSecret(key, staff.totpSecret) : null;
  if (secret === null) return false;
  const step = await acceptedStep(secret, code, ctx.config.clock, staff.totpLastStep);
  if (step === null) return false;
  // Only if no other sign-in took this step or a later one meanwhile: each code works once.
  const taken = await ctx.db
    .update(staffAccount)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccount.id, staff.id),
        sql`(${staffAccount.totpLastStep} is null or ${staffAccount.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: staffAccount.id });
  return taken.length === 1;
}

/**
 * The second step: a code from the authenticator or an unused recovery code, within the challenge's
 * few minutes and few wrong codes. Success starts a staff session (its token answered once) and is
 * audited; a recovery code used is audited too, so the account's owner and the admins can see it.
 */
export async function secondFactorStep(ctx: AppContext, challenge: string, code: string, request: Request) {
  if (!looksLikeToken(challenge)) throw signInExpired();
  const [pending] = await ctx.db
    .select()
    .from(staffChallenge)
    .where(
      and(
        eq(staffChallenge.tokenHash, hashToken(challenge)),
        gt(staffChallenge.expiresAt, sql`now()`),
        lt(staffChallenge.failures, CHALLENGE_MAX_FAILURES),
      ),
    );
  if (!pending) throw signInExpired();
  const throttles = staffCodeThrottles(pending.staffId, request.ip);
  await countAttempt(ctx.db, throttles);
  const staff = await loadStaff(ctx.db, pending.staffId);
  if (statusOf(staff) !== 'ACTIVE') throw signInExpired();
  const byApp = /^\d{6}$/.test(code.trim());
  const ok = byApp ? await totpAccepted(ctx, staff, code.trim()) : await spendRecoveryCode(ctx.db, staff.id, code);
  if (!ok) {
    await ctx.db
      .update(staffChallenge)
      .set({ failures: sql`${staffChallenge.failures} + 1` })
      .where(eq(staffChallenge.id, pending.id));
    throw invalidCode();
  }
  await forgiveAttempt(ctx.db, throttles);
  const spent = await ctx.db
    .delete(staffChallenge)
    .where(eq(staffChallenge.id, pending.id))
    .returning({ id: staffChallenge.id });
  // Two requests with one challenge: only the one that removed it signs in.
  if (spent.length === 0) throw signInExpired();
  const session = await ctx.db.transaction(async (tx) => {
    const started = await createStaffSession(tx, staffSessionPolicyOf(ctx.config.env), staff.id);
    const actor = requestActor(staff, request);
    if (!byApp) await withAudit(tx, actor, 'staff.recovery-code-used', { target: { type: 'staff', id: staff.id } });
    await withAudit(tx, actor, 'staff.sign-in', {
      target: { type: 'staff', id: staff.id },
      after: { secondFactor: byApp ? 'TOTP' : 'RECOVERY_CODE' },
    });
    return started;
  });
  const me = meOf(
    {
      staffId: staff.id,
      role: roleOf(staff),
      email: staff.email,
      name: staff.name,
      warehouseIds: (await warehouseIdsOf(ctx.db, [staff.id])).get(staff.id) ?? [],
      sessionExpiresAt: session.expiresAt,
    },
    ctx,
  );
  return { token: session.token, staff: me };
}

/** The `me` answer of a staff member: who, which role, which warehouses, the session's limits. */
export const meOf = (
  staff: Pick<StaffPrincipal, 'staffId' | 'role' | 'email' | 'name' | 'warehouseIds' | 'sessionExpiresAt'>,
  ctx: AppContext,
): StaffMe => ({
  id: staff.staffId,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  warehouseIds: staff.role === 'OWNER' ? staff.warehouseIds : [],
  sessionExpiresAt: staff.sessionExpiresAt.toISOString(),
  idleMinutes: ctx.config.env.STAFF_SESSION_IDLE_MINUTES,
});
