import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Language } from '@contract/primitives';
import type { AppContext } from '../config/context';
import { appUser } from '../db/schema';
import { escapeHtml } from '../html/escapeHtml';
import { languageOfCountry } from '../http/language';
import { setNewsletter } from './consent';
import { unsubscribeTexts } from './texts';
import { UNSUBSCRIBE_PATH, verifyUnsubscribe } from './unsubscribeLink';

const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

type View = 'ask' | 'done' | 'invalid';

function page(reply: FastifyReply, language: Language, view: View, status = 200) {
  const t = unsubscribeTexts[language];
  const body =
    view === 'ask'
      ? `<p>${escapeHtml(t.ask)}</p><form method="post"><button type="submit">${escapeHtml(t.confirm)}</button></form>`
      : `<p role="status">${escapeHtml(view === 'done' ? t.done : t.invalid)}</p><p><a href="/">${escapeHtml(t.home)}</a></p>`;
  return reply
    .code(status)
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${language.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f4;color:#1a1a1a}main{max-width:32rem;margin:2rem auto;background:#fff;padding:1.5rem;border-radius:8px}
button{font:inherit;padding:.75rem 1rem;border:2px solid #b33c00;border-radius:6px;background:#b33c00;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}[role=status]{background:#eef4ff;padding:.75rem;border-radius:6px}</style></head>
<body><main><h1>${escapeHtml(t.title)}</h1>${body}</main></body></html>`);
}

interface Query {
  u?: string;
  s?: string;
}

/**
 * The newsletter's one-click unsubscribe, without signing in: the link names the user and carries
 * its HMAC signature. GET asks (a link scanner opening the address must not unsubscribe anyone) and
 * POST unsubscribes: the page's button, or a mail client's `List-Unsubscribe=One-Click`. Both answer
 * in the user's language; a link with a wrong signature changes nothing and tells nothing about the user.
 */
export function registerNewsletterPages(app: FastifyInstance, ctx: AppContext): void {
  // biome-ignore lint/nursery/noMisusedPromises: Fastify awaits an async plugin (FastifyPluginAsync)
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const userOf = async (query: Query) => {
      const id = /^\d{1,10}$/.test(query.u ?? '') ? Number(query.u) : null;
      if (id === null || !query.s || !verifyUnsubscribe(ctx.config, id, query.s)) return null;
      const [row] = await ctx.db
        .select({ id: appUser.id, language: appUser.language })
        .from(appUser)
        .where(eq(appUser.id, id));
      return row ? { id: row.id, language: Language.catch('EN').parse(row.language) } : null;
    };
    // A link that names nobody answers in the site's country's language.
    const fallback = languageOfCountry[ctx.config.env.COUNTRY];
    scope.get<{ Querystring: Query }>(UNSUBSCRIBE_PATH, async (request, reply) => {
      const user = await userOf(request.query);
      return user ? page(reply, user.language, 'ask') : page(reply, fallback, 'invalid', 404);
    });
    scope.post<{ Querystring: Query }>(UNSUBSCRIBE_PATH, async (request, reply) => {
      const user = await userOf(request.query);
      if (!user) return page(reply, fallback, 'invalid', 404);
      await setNewsletter(ctx.db, user.id, false);
      return page(reply, user.language, 'done');
    });
  });
}
