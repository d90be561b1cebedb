import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AdminMessage, MessageInput } from '@contract/admin/messages';
import { withAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { appUser, infoMessage } from '../../db/schema';
import { HttpError, notFound } from '../../http/httpError';
import { actorOf, type StaffPrincipal } from '../../staff/guard';

type MessageRow = typeof infoMessage.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function adminMessageOf(row: MessageRow, customerEmail: string | null): AdminMessage {
  return {
    id: row.id,
    texts: row.texts as AdminMessage['texts'],
    important: row.important,
    fallback: row.fallback,
    audience: row.audience as AdminMessage['audience'],
    country: row.country as AdminMessage['country'],
    // A removed account keeps its row with a placeholder e-mail: no one to name.
    customerEmail: row.userId === null ? null : customerEmail,
    visibleFrom: row.visibleFrom.toISOString(),
    visibleUntil: iso(row.visibleUntil),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A message as the audit log keeps it before and after a change. */
const auditValuesOf = (m: AdminMessage) => {
  const { id: _id, createdAt: _created, ...values } = m;
  return values;
};

const withCustomer = (db: Db) =>
  db
    .select({
      row: infoMessage,
      email: sql<string | null>`case when ${appUser.removedAt} is null then ${appUser.email} end`,
    })
    .from(infoMessage)
    .leftJoin(appUser, eq(appUser.id, infoMessage.userId));

/** Every message, the latest start first. */
export async function listMessages(db: Db): Promise<AdminMessage[]> {
  const rows = await withCustomer(db).orderBy(desc(infoMessage.visibleFrom), desc(infoMessage.id));
  return rows.map(({ row, email }) => adminMessageOf(row, email));
}

/** The customer account of a CUSTOMER message, by its e-mail; a removed account is no one. */
async function customerIdOf(tx: Db, email: string | null): Promise<number | null> {
  if (email === null) return null;
  const [user] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.email, email), isNull(appUser.removedAt)));
  if (!user)
    throw new HttpError(404, 'message/unknown-customer', 'No customer account has this e-mail.', [
      { path: 'body.customerEmail', code: 'message/unknown-customer' },
    ]);
  return user.id;
}

const columnsOf = (body: MessageInput, userId: number | null) => ({
  texts: body.texts,
  important: body.important,
  fallback: body.fallback,
  audience: body.audience,
  country: body.country,
  userId,
  visibleFrom: new Date(body.visibleFrom),
  visibleUntil: body.visibleUntil ? new Date(body.visibleUntil) : null,
});

export async function createMessage(db: Db, staff: StaffPrincipal, body: MessageInput): Promise<AdminMessage> {
  return db.transaction(async (tx) => {
    const userId = await customerIdOf(tx, body.customerEmail);
    const [row] = await tx.insert(infoMessage).values(columnsOf(body, userId)).returning();
    const created = adminMessageOf(row, body.customerEmail);
    await withAudit(tx, actorOf(staff), 'message.create', {
      target: { type: 'message', id: row.id },
      after: auditValuesOf(created),
    });
    return created;
  });
}

async function lockedMessage(tx: Db, id: number): Promise<AdminMessage & { row: MessageRow }> {
  const [found] = await withCustomer(tx).where(eq(infoMessage.id, id)).for('update', { of: infoMessage });
  if (!found) throw notFound('A message');
  return { ...adminMessageOf(found.row, found.email), row: found.row };
}

/**
 * Changes a message, whatever it is (it carries no money). Customers who closed it already do not
 * see it again: the app remembers the message, not its text.
 */
export async function updateMessage(
  db: Db,
  staff: StaffPrincipal,
  id: number,
  body: MessageInput,
): Promise<AdminMessage> {
  return db.transaction(async (tx) => {
    const { row: _row, ...before } = await lockedMessage(tx, id);
    const userId = await customerIdOf(tx, body.customerEmail);
    const [row] = await tx.update(infoMessage).set(columnsOf(body, userId)).where(eq(infoMessage.id, id)).returning();
    const after = adminMessageOf(row, body.customerEmail);
    await withAudit(tx, actorOf(staff), 'message.update', {
      target: { type: 'message', id },
      before: auditValuesOf(before),
      after: auditValuesOf(after),
    });
    return after;
  });
}

/** Stops showing a message now; one that has ended already is answered unchanged. */
export async function endMessage(db: Db, staff: StaffPrincipal, id: number): Promise<AdminMessage> {
  return db.transaction(async (tx) => {
    const { row: _row, ...before } = await lockedMessage(tx, id);
    const [row] = await tx
      .update(infoMessage)
      .set({ visibleUntil: sql`greatest(now(), ${infoMessage.visibleFrom})` })
      .where(
        and(eq(infoMessage.id, id), or(isNull(infoMessage.visibleUntil), sql`${infoMessage.visibleUntil} > now()`)),
      )
      .returning();
    if (!row) return before;
    const after = adminMessageOf(row, before.customerEmail);
    await withAudit(tx, actorOf(staff), 'message.end', {
      target: { type: 'message', id },
      before: { visibleUntil: before.visibleUntil },
      after: { visibleUntil: after.visibleUntil },
    });
    return after;
  });
}
