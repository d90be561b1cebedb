import { z } from 'zod';
import { Email, RequiredText } from '@contract/primitives';
import { SYSTEM_ACTOR, withAudit } from '../audit/audit';
import type { AppContext } from '../config/context';
import { HttpError } from '../http/httpError';
import { findStaffByEmail } from './accounts';
import { createStaff } from './management';
import { issueSetupLink } from './setupLinks';

/**
 * The staff commands of the command line (`npm run admin`), run by the process that holds the
 * database: the script itself with PostgreSQL, the running server (through its operator socket)
 * with the embedded database. Each answers the one-time set-up link to print, and is audited as
 * SYSTEM in the transaction of its change.
 *
 * - `create-admin`: a new ADMIN account. This is how the first admin is made: no staff account
 *   comes from public registration.
 * - `setup-link`: a new set-up link for an existing account, the way back in for an admin who lost
 *   their authenticator and their recovery codes when no other admin can reset them.
 */
export const adminCommands = ['create-admin', 'setup-link'] as const;

export const AdminCommandInput = z.object({ email: Email, name: RequiredText(100).optional() });

export class AdminCommandError extends Error {}

export async function runAdminCommand(ctx: AppContext, command: string, input: unknown) {
  const parsed = AdminCommandInput.safeParse(input);
  if (!parsed.success) throw new AdminCommandError('give a valid e-mail address');
  const { email, name } = parsed.data;
  if (command === 'create-admin') {
    if (await findStaffByEmail(ctx.db, email))
      throw new AdminCommandError(`a staff account ${email} exists; use setup-link`);
    const created = await createStaff(ctx, SYSTEM_ACTOR, {
      email,
      name: name ?? email.split('@')[0],
      role: 'ADMIN',
      warehouseIds: [],
    }).catch((error: unknown) => {
      if (error instanceof HttpError && error.code === 'staff/email-exists')
        throw new AdminCommandError(`a staff account ${email} exists; use setup-link`);
      throw error;
    });
    return { email, role: created.staff.role, setupLink: created.setupLink, expiresAt: created.expiresAt };
  }
  if (command === 'setup-link') {
    const staff = await findStaffByEmail(ctx.db, email);
    if (!staff) throw new AdminCommandError(`no staff account ${email}`);
    if (staff.disabledAt) throw new AdminCommandError(`the staff account ${email} is disabled`);
    const link = await ctx.db.transaction(async (tx) => {
      const issued = await issueSetupLink(tx, ctx.config, staff.id);
      await withAudit(tx, SYSTEM_ACTOR, 'staff.new-setup-link', {
        target: { type: 'staff', id: staff.id },
        after: { expiresAt: issued.expiresAt },
        reason: 'npm run admin -- setup-link',
      });
      return issued;
    });
    return { email, role: staff.role, ...link };
  }
  throw new AdminCommandError(`unknown command ${command}; one of ${adminCommands.join(', ')}`);
}
