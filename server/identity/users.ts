import { and, eq, isNull } from 'drizzle-orm';
import { Language } from '@contract/primitives';
import type { Db } from '../db/client';
import { appUser } from '../db/schema';
import { IdentityError } from './errors';

export type UserRow = typeof appUser.$inferSelect;

/** The live (not removed) account with this login e-mail; e-mails are stored lower-cased. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.email, email.trim().toLowerCase()), isNull(appUser.removedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * A signed-in user's row. Removing an account ends its sessions, but a request whose token was
 * checked just before the removal committed still reaches here: the erased row (tombstone e-mail,
 * no names) is not a user any more, and its caller is told to sign in again (`account-removed`).
 */
export async function loadUser(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(appUser).where(eq(appUser.id, id)).limit(1);
  if (!row) throw new IdentityError('user-not-found', 'The user was not found.');
  if (row.removedAt) throw new IdentityError('account-removed', 'This account no longer exists.');
  return row;
}

/** The language of the user's e-mails; the column's check constraint keeps it one of the seven. */
export const languageOf = (user: Pick<UserRow, 'language'>): Language => Language.catch('EN').parse(user.language);
