import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { InfoMessage } from '@contract/auth';
import { queryRows, type Db } from '../db/client';
import type { UserRow } from '../identity/users';

/**
 * Messages for the login modal: those for everyone and those for this user, in the user's language
 * or for every language, within their visibility window. Important ones first. Acknowledging is the
 * app's business (it keeps the acknowledged ids in local storage), so all are returned.
 */
export async function infoMessagesFor(
  db: Db,
  user: Pick<UserRow, 'id' | 'language'>,
): Promise<z.infer<typeof InfoMessage>[]> {
  const rows = await queryRows<{ id: number; text: string; important: boolean }>(
    db,
    sql`select id, text, important from info_message
        where (user_id is null or user_id = ${user.id}) and (language is null or language = ${user.language})
          and visible_from <= now() and (visible_until is null or visible_until > now())
        order by important desc, id`,
  );
  return rows.map((r) => ({ id: Number(r.id), text: r.text, important: r.important }));
}
