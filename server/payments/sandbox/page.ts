import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Language } from '@contract/primitives';
import type { Db } from '../../db/client';
import { sandboxPayment } from '../../db/schema';
import { formatMoney } from '../../documents/format';
import { HttpError } from '../../http/httpError';
import { escapeHtml } from '../../html/escapeHtml';
import { SANDBOX_PAGE_PATH } from './adapter';
import { notifySandboxPayment } from './notifications';
import { sandboxTexts } from './texts';

type Row = typeof sandboxPayment.$inferSelect;

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function page(reply: FastifyReply, row: Row) {
  const language = Language.catch('EN').parse(row.language);
  const t = sandboxTexts[language];
  const amount = formatMoney(row.amountMinor, row.currency, language);
  const open = row.state === 'PENDING';
  const choices = open
    ? `<form method="post"><fieldset><legend>${escapeHtml(t.choose)}</legend>
<button name="outcome" value="pay" type="submit" class="primary">${escapeHtml(t.pay)} ${escapeHtml(amount)}</button>
${
  row.recurrence
    ? `<button name="outcome" value="pay-decline-later" type="submit" aria-describedby="decline-later-hint">${escapeHtml(t.payDeclineLater)}</button>
<p id="decline-later-hint">${escapeHtml(t.payDeclineLaterHint)}</p>`
    : ''
}
<button name="outcome" value="decline" type="submit">${escapeHtml(t.decline)}</button>
<button name="outcome" value="pending" type="submit" aria-describedby="pending-hint">${escapeHtml(t.pending)}</button>
<p id="pending-hint">${escapeHtml(t.pendingHint)}</p>
</fieldset></form>`
    : `<p role="status">${escapeHtml(t.settled)}</p><p><a href="${escapeHtml(row.returnUrl)}">${escapeHtml(t.back)}</a></p>`;
  return reply
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${language.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f4;color:#1a1a1a}main{max-width:32rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}fieldset{border:1px solid #767676;border-radius:6px;padding:1rem;display:grid;gap:.75rem}
button{font:inherit;padding:.75rem 1rem;border:2px solid #1a1a1a;border-radius:6px;background:#fff;cursor:pointer}button.primary{background:#b33c00;border-color:#b33c00;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}[role=status]{background:#eef4ff;padding:.75rem;border-radius:6px}</style></head>
<body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro)}</p>
<dl><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd><dt>${escapeHtml(t.description)}</dt><dd>${escapeHtml(row.description)}</dd></dl>
${choices}</main></body></html>`);
}

/**
 * The sandbox provider's hosted card page (server-rendered, no script): the payer pays, declines or
 * leaves the payment pending; a payment that stores the card can also be paid with a card that
 * declines every later charge (to try what an expired card does to the recurring billing). A decision is sent to our notification endpoint as a signed
 * server-to-server request, exactly as an outside provider would, then the payer is redirected back.
 */
export function registerSandboxPages(app: FastifyInstance, db: Db, secret: string): void {
  // biome-ignore lint/nursery/noMisusedPromises: Fastify awaits an async plugin (FastifyPluginAsync)
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const load = async (id: string) => {
      // Payment ids are base64url; anything else (a NUL, a stray byte) names no payment and is not looked up.
      if (!/^[\w-]{1,64}$/.test(id)) throw new HttpError(404, 'not-found', 'This payment does not exist.');
      const [row] = await db.select().from(sandboxPayment).where(eq(sandboxPayment.id, id));
      if (!row) throw new HttpError(404, 'not-found', 'This payment does not exist.');
      return row;
    };
    scope.get<{ Params: { id: string } }>(`${SANDBOX_PAGE_PATH}/:id`, async (request, reply) =>
      page(reply, await load(request.params.id)),
    );
    scope.post<{ Params: { id: string }; Body: { outcome?: string } }>(
      `${SANDBOX_PAGE_PATH}/:id`,
      async (request, reply) => {
        const row = await load(request.params.id);
        const outcome = request.body?.outcome;
        if (row.state !== 'PENDING') return page(reply, row);
        // Left pending: no notification (nothing changed); the status page shows "being processed".
        if (outcome === 'pending') return reply.redirect(row.returnUrl, 303);
        const declineLater = outcome === 'pay-decline-later' && row.recurrence;
        if (outcome !== 'pay' && outcome !== 'decline' && !declineLater)
          throw new HttpError(400, 'bad-request', 'Choose pay, decline or pending.');
        await db
          .update(sandboxPayment)
          .set({
            state: outcome === 'decline' ? 'DECLINED' : 'PAID',
            declinesRecurring: declineLater,
            updatedAt: sql`now()`,
          })
          .where(and(eq(sandboxPayment.id, row.id), eq(sandboxPayment.state, 'PENDING')));
        const status = await notifySandboxPayment(app, secret, row.id);
        // A refused notification is only logged: reconciliation polls the payment.
        if (status !== 200) request.log.warn({ status }, 'sandbox notification was not accepted');
        return reply.redirect(row.returnUrl, 303);
      },
    );
  });
}
