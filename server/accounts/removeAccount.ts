import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../config/context';
import {
  accountToken,
  appUser,
  authSession,
  deviceToken,
  infoMessage,
  invoicingDetails,
  mailOutbox,
} from '../db/schema';
import { HttpError } from '../http/httpError';
import { languageOf } from '../identity/users';
import { queueMail } from '../mail/outbox';
import { hasActiveContracts } from './activeContracts';

/** The e-mail a removed account keeps: unique, obviously not deliverable (.invalid is reserved, RFC 2606). */
export const tombstoneEmail = (userId: number) => `deleted-${userId}@invalid`;

/**
 * Cancels the account, which is refused while a contract is ACTIVE or TERMINATING. Personal data is erased in
 * place rather than the row deleted: contracts, and the invoices that tax law makes us keep for
 * years, go on referencing the user id. Invoices must therefore carry their own copy of the buyer's
 * name and address. Sessions, device tokens, e-mail links, invoicing details, the user's
 * own info messages and delivered e-mails to the old address go; a last e-mail confirms the removal.
 *
 * The user row is locked first: fulfilling an order, which creates a contract for this user, takes the
 * same lock, so a contract cannot appear between the check and the erasure.
 */
export async function removeAccount({ db }: AppContext, userId: number): Promise<{ value: true }> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(appUser).where(eq(appUser.id, userId)).for('update');
    if (!user || user.removedAt) throw new HttpError(401, 'unauthorized', 'This account no longer exists.');
    if (await hasActiveContracts(tx, userId)) {
      throw new HttpError(
        409,
        'account/active-contracts',
        'The account can be cancelled only when no contract is active.',
      );
    }
    await tx
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, user.email), inArray(mailOutbox.status, ['sent', 'failed'])));
    await queueMail(tx, {
      to: user.email,
      language: languageOf(user),
      template: 'account-removed',
      params: { name: null },
    });
    await tx
      .update(appUser)
      .set({
        email: tombstoneEmail(userId),
        phoneNumber: null,
        passwordHash: null,
        firstName: '',
        lastName: '',
        dateOfBirth: null,
        gender: null,
        newsletter: false,
        removedAt: sql`now()`,
      })
      .where(eq(appUser.id, userId));
    await tx.delete(invoicingDetails).where(eq(invoicingDetails.userId, userId));
    await tx.delete(authSession).where(eq(authSession.userId, userId));
    await tx.delete(deviceToken).where(eq(deviceToken.userId, userId));
    await tx.delete(accountToken).where(eq(accountToken.userId, userId));
    await tx.delete(infoMessage).where(eq(infoMessage.userId, userId));
  });
  return { value: true };
}
