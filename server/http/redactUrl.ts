import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** What a secret is shown as in logs. */
export const REDACTED = '[redacted]';

/** Query parameters that carry a secret or the e-mail it belongs to (unlock-token, confirmation and reset links). */
const secretParameters = new Set(['token', 'verify', 'email']);

/** Unlock-token calls name the e-mail and the token as the last two path segments. */
const tokenPath =
  /^(\/auth\/unlock-token\/(?:warehouse-unlock|warehouse-unlock-backup|box-unlock)\/[^/?#]*)\/[^/?#]*\/[^/?#]*/;

/**
 * A request URL safe to write to logs: the e-mail and token of the unlock-token paths and the values
 * of secret query parameters are replaced. A token in a log would be a working key for anyone who
 * reads the log, for as long as its window lasts.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(tokenPath, `$1/${REDACTED}/${REDACTED}`);
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent; only known names are secret.
      }
      return secretParameters.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request log entry with the URL redacted (the same fields as its default serializer). */
export function redactedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify logger options whose request entries carry redacted URLs; `false` stays no logger. */
export function withRedactedUrls(logger: boolean | object): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const options = (logger === true ? {} : logger) as { serializers?: Record<string, unknown> };
  return {
    ...options,
    serializers: { ...options.serializers, req: redactedRequest },
  } as FastifyServerOptions['logger'];
}
