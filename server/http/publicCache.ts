import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long a browser or a shared cache may keep a public read: briefly, because free-box counts and
 * prices change with every order; a stale copy is then served while it is checked again.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30';

/** A weak validator from the answer's bytes: the same data in the same language gives the same tag. */
export const etagOf = (payload: string): string => `W/"${createHash('sha1').update(payload).digest('base64url')}"`;

/** Whether an If-None-Match header names `etag` (weak comparison, `*` matches anything). */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

/**
 * Route-level onSend hook of the public reads (warehouse search and detail): a successful answer
 * gets an ETag and a short public Cache-Control, and a request whose If-None-Match names that tag is
 * answered 304 without a body. It runs on the serialized JSON, before compression (which the
 * compression plugin adds after every route's own hooks). A request that carries credentials is
 * left alone: its answer stays `no-store` (securityHeaders.ts).
 */
export async function publicReadCache(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string' || request.headers.authorization) return payload;
  const etag = etagOf(payload);
  void reply.header('etag', etag).header('cache-control', PUBLIC_READ_CACHE_CONTROL).header('vary', 'Accept-Language');
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
  void reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return null;
}
