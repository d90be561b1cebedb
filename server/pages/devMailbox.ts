import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { WELL_FORMED_TEXT } from '@contract/primitives';
import { mailboxEnabled, type Env } from '../config/env';
import type { Db } from '../db/client';
import { mailAttachment, mailOutbox } from '../db/schema';
import { HttpError } from '../http/httpError';
import { escapeHtml } from '../html/escapeHtml';

const linksOf = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];

/** Attachments of messages, without their bytes (octet_length is computed by the database). */
const attachmentsOf = async (db: Db, mailIds: number[]) =>
  mailIds.length
    ? db
        .select({
          id: mailAttachment.id,
          mailId: mailAttachment.mailId,
          filename: mailAttachment.filename,
          contentType: mailAttachment.contentType,
          size: sql<number>`octet_length(${mailAttachment.content})`,
        })
        .from(mailAttachment)
        .where(inArray(mailAttachment.mailId, mailIds))
        .orderBy(asc(mailAttachment.id))
    : [];
const attachmentUrl = (mailId: number, id: number) => `/dev/mailbox/${mailId}/attachments/${id}`;
const validId = (raw: string) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
};

// The pages run no script and load nothing; the message itself sits in a sandboxed frame.
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-src 'self'; base-uri 'none'; form-action 'none'";
const page = (reply: FastifyReply, title: string, body: string) =>
  reply
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left}
iframe{width:100%;height:560px;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}.failed{color:#b00}.pending{color:#a60}</style>
</head><body>${body}</body></html>`);

/**
 * The development mailbox: every e-mail of the outbox, newest first, for trying sign-up and reset
 * without a mail server; `/dev/mailbox.json?to=` serves browser tests that follow e-mailed links.
 * It shows live reset links, so it answers 404 unless enabled (see mailboxEnabled).
 */
export function registerDevMailbox(app: FastifyInstance, db: Db, env: Env): void {
  const guard = () => {
    if (!mailboxEnabled(env)) throw new HttpError(404, 'not-found', 'Not found.');
  };

  app.get('/dev/mailbox', async (_request, reply) => {
    guard();
    const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(200);
    const files = await attachmentsOf(
      db,
      rows.map((m) => m.id),
    );
    const filesOf = (id: number) =>
      files
        .filter((f) => f.mailId === id)
        .map((f) => `<a href="${attachmentUrl(id, f.id)}">${escapeHtml(f.filename)}</a>`)
        .join('<br>');
    const lines = rows.map(
      (m) =>
        `<tr><td><a href="/dev/mailbox/${m.id}">${m.id}</a></td><td>${escapeHtml(m.toAddress)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td><td>${filesOf(m.id)}</td>` +
        `<td>${m.createdAt.toISOString()}</td><td class="${m.status}">${m.status}${m.deliveredVia ? ` (${m.deliveredVia})` : ''}</td></tr>`,
    );
    return page(
      reply,
      'Mailbox',
      `<h1>Mailbox</h1><p>${rows.length} newest messages of the outbox.</p>
<table><thead><tr><th>#</th><th>To</th><th>Subject</th><th>Attachments</th><th>Created</th><th>Status</th></tr></thead><tbody>${lines.join('')}</tbody></table>`,
    );
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (request, reply) => {
    guard();
    const id = Number(request.params.id);
    const [m] =
      Number.isSafeInteger(id) && id > 0 && id < 2 ** 31
        ? await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
        : [];
    if (!m) throw new HttpError(404, 'not-found', `Message ${request.params.id} was not found.`);
    const links = linksOf(m.text)
      .map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`)
      .join('');
    const files = (await attachmentsOf(db, [m.id]))
      .map(
        (f) =>
          `<li><a href="${attachmentUrl(m.id, f.id)}">${escapeHtml(f.filename)}</a> (${escapeHtml(f.contentType)}, ${Number(f.size)} bytes)</li>`,
      )
      .join('');
    return page(
      reply,
      m.subject,
      `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(m.subject)}</h1>
<p>To <b>${escapeHtml(m.toAddress)}</b> · ${m.createdAt.toISOString()} · ${escapeHtml(m.language)} · ${m.template} · <span class="${m.status}">${m.status}</span>, ${m.attempts} attempt(s)${m.lastError ? ` · last error: ${escapeHtml(m.lastError)}` : ''}</p>
<h2>Links</h2><ul>${links}</ul>
<h2>Attachments</h2><ul>${files || '<li>none</li>'}</ul>
<h2>HTML part</h2><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(m.html)}" title="HTML part"></iframe>
<h2>Text part</h2><pre>${escapeHtml(m.text)}</pre>`,
    );
  });

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox.json', async (request) => {
    guard();
    const to = String(request.query.to ?? '')
      .trim()
      .toLowerCase();
    if (!to)
      throw new HttpError(400, 'revalid/rule/basic/not-null', 'Give the address: ?to=<email>.', [
        { path: 'query.to', code: 'revalid/rule/basic/not-null' },
      ]);
    // An address the database cannot hold (a NUL, a lone surrogate) has no mail.
    if (!WELL_FORMED_TEXT.test(to)) return [];
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
      .orderBy(desc(mailOutbox.id))
      .limit(20);
    const files = await attachmentsOf(
      db,
      rows.map((m) => m.id),
    );
    return rows.map((m) => ({
      id: m.id,
      to: m.toAddress,
      subject: m.subject,
      template: m.template,
      language: m.language,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
      links: linksOf(m.text),
      text: m.text,
      html: m.html,
      attachments: files
        .filter((f) => f.mailId === m.id)
        .map((f) => ({
          id: f.id,
          filename: f.filename,
          contentType: f.contentType,
          size: Number(f.size),
          url: attachmentUrl(m.id, f.id),
        })),
    }));
  });

  app.get<{ Params: { id: string; attachmentId: string } }>(
    '/dev/mailbox/:id/attachments/:attachmentId',
    async (request, reply) => {
      guard();
      const mailId = validId(request.params.id);
      const id = validId(request.params.attachmentId);
      const [a] =
        mailId && id
          ? await db
              .select()
              .from(mailAttachment)
              .where(and(eq(mailAttachment.id, id), eq(mailAttachment.mailId, mailId)))
          : [];
      if (!a) throw new HttpError(404, 'not-found', 'Attachment not found.');
      const filename = a.filename.replace(/[^\w.-]/g, '_');
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .type(a.contentType)
        .send(a.content);
    },
  );
}
