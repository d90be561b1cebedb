import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SetupCompleteRequest } from '@contract/admin/auth';
import { withAudit } from '../audit/audit';
import type { AppContext } from '../config/context';
import { staffAccount, staffSetupLink } from '../db/schema';
import { HttpError } from '../http/httpError';
import { consumeRateLimit } from '../http/rateLimit';
import { countAttempt, forgiveAttempt } from '../http/throttle';
import { assertStrongPassword } from '../identity/passwordPolicy';
import { hashPassword } from '../identity/passwords';
import { hashToken } from '../identity/tokens';
import { loadStaff } from './accounts';
import { requestActor } from './guard';
import { setupFinishThrottles, setupOpenPerAddress } from './limits';
import { replaceRecoveryCodes } from './recoveryCodes';
import { openSecret, sealSecret, secretKeyOf } from './secretBox';
import { endStaffSessions } from './sessions';
import { liveSetupLink } from './setupLinks';
import { acceptedStep, newTotpSecret, totpUri } from './totp';

export const invalidCode = () =>
  new HttpError(401, 'staff/invalid-code', 'The code is wrong, from another time window, or already used.');

function keyOf(ctx: AppContext): Buffer {
  const key = secretKeyOf(ctx.config.env);
  // A configuration fault, answered as unexpected: the log names the setting to fix.
  if (!key) throw new Error('STAFF_SECRET_KEY must be set in production to set up a staff second factor');
  return key;
}

/**
 * Opening a set-up link: the account it is for and a new authenticator secret, kept (encrypted) on
 * the link until a code from it confirms the set-up. Opening the link again replaces the secret, so
 * only the last one shown works.
 */
export async function startSetup(ctx: AppContext, token: string, address: string) {
  await consumeRateLimit(ctx.db, setupOpenPerAddress, address);
  const key = keyOf(ctx);
  const link = await liveSetupLink(ctx.db, token);
  const staff = await loadStaff(ctx.db, link.staffId);
  if (staff.disabledAt) throw new HttpError(400, 'staff/setup-link-invalid', 'This account is disabled.');
  const secret = newTotpSecret();
  await ctx.db
    .update(staffSetupLink)
    .set({ pendingTotpSecret: sealSecret(key, secret) })
    .where(eq(staffSetupLink.id, link.id));
  return { email: staff.email, name: staff.name, secret, otpauthUri: totpUri(secret, staff.email) };
}

/**
 * Finishing set-up: the password and a code from the secret just shown. In one transaction the link
 * is spent, the password and secret become the account's (replacing any earlier ones: a reset link
 * works the same way), new recovery codes are made, the account's sessions end, and the audit row is
 * written. The recovery codes are answered this once.
 */
export async function completeSetup(
  ctx: AppContext,
  body: z.infer<typeof SetupCompleteRequest>,
  request: Pick<FastifyRequest, 'id' | 'ip'>,
): Promise<{ recoveryCodes: string[] }> {
  const throttles = setupFinishThrottles(hashToken(body.token), request.ip);
  await countAttempt(ctx.db, throttles);
  assertStrongPassword(body.password);
  const key = keyOf(ctx);
  const passwordHash = await hashPassword(body.password);
  const recoveryCodes = await ctx.db.transaction(async (tx) => {
    const link = await liveSetupLink(tx, body.token, { lock: true });
    const secret = link.pendingTotpSecret ? openSecret(key, link.pendingTotpSecret) : null;
    const step = secret ? await acceptedStep(secret, body.code, ctx.config.clock, null) : null;
    if (secret === null || step === null) throw invalidCode();
    const staff = await loadStaff(tx, link.staffId);
    await tx
      .update(staffSetupLink)
      .set({ usedAt: sql`now()`, pendingTotpSecret: null })
      .where(eq(staffSetupLink.id, link.id));
    await tx
      .update(staffAccount)
      .set({ passwordHash, totpSecret: sealSecret(key, secret), totpLastStep: step })
      .where(eq(staffAccount.id, staff.id));
    const codes = await replaceRecoveryCodes(tx, staff.id);
    await endStaffSessions(tx, staff.id);
    await withAudit(tx, requestActor(staff, request), 'staff.set-up', {
      target: { type: 'staff', id: staff.id },
      after: { email: staff.email, secondFactor: 'TOTP', recoveryCodes: codes.length },
    });
    return codes;
  });
  await forgiveAttempt(ctx.db, throttles);
  return { recoveryCodes };
}
