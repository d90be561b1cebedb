import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import { staffSetupLink } from '../db/schema';
import { HttpError } from '../http/httpError';
import { appLink } from '../identity/links';
import { hashToken, newOpaqueToken } from '../identity/tokens';

export type SetupLinkRow = typeof staffSetupLink.$inferSelect;

export const setupLinkInvalid = () =>
  new HttpError(
    400,
    'staff/setup-link-invalid',
    'This set-up link is unknown, used or expired; ask an admin for a new one.',
  );

/**
 * A new one-time set-up link for the account (`/admin/setup?token=…`), valid STAFF_SETUP_LINK_HOURS;
 * the account's earlier unused links stop working. Only the token's SHA-256 is kept: the link exists
 * in this answer alone (printed by `npm run admin`, shown to the inviting admin).
 */
export async function issueSetupLink(
  tx: Db,
  config: ServerConfig,
  staffId: number,
): Promise<{ setupLink: string; expiresAt: string }> {
  await tx
    .update(staffSetupLink)
    .set({ usedAt: sql`now()` })
    .where(and(eq(staffSetupLink.staffId, staffId), isNull(staffSetupLink.usedAt)));
  const token = newOpaqueToken();
  const [row] = await tx
    .insert(staffSetupLink)
    .values({
      staffId,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(hours => ${config.env.STAFF_SETUP_LINK_HOURS})`,
    })
    .returning({ expiresAt: staffSetupLink.expiresAt });
  return {
    setupLink: appLink(config, `/admin/setup?token=${encodeURIComponent(token)}`),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The unused, unexpired link of a token, locked for the caller's transaction when asked; else the 400. */
export async function liveSetupLink(db: Db, token: string, { lock = false } = {}): Promise<SetupLinkRow> {
  const query = db
    .select()
    .from(staffSetupLink)
    .where(
      and(
        eq(staffSetupLink.tokenHash, hashToken(token)),
        isNull(staffSetupLink.usedAt),
        gt(staffSetupLink.expiresAt, sql`now()`),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw setupLinkInvalid();
  return row;
}
