import type { AppRoute } from '@ts-rest/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteMeta } from '@contract/routeMeta';
import type { Db } from '../db/client';
import { IdentityError } from './errors';
import { authenticateToken, type AuthenticatedClient } from './sessions';
import type { TokenPolicy } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in client of a bearer route; set by the hook below before the handler runs. */
    client: AuthenticatedClient | null;
  }
}

const notSignedIn = () =>
  new IdentityError('not-signed-in', 'Sign in first: the bearer token is missing, expired or revoked.');

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** Whether the contract marks the matched route `metadata: { auth: 'bearer' }` (ts-rest puts the route in its config). */
function needsBearer(request: FastifyRequest): boolean {
  const route = (request.routeOptions.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
  return (route?.metadata as RouteMeta | undefined)?.auth === 'bearer';
}

/**
 * One check for every bearer route, driven by the contract rather than by each handler remembering
 * to call it: before the body is even parsed, a missing, unknown, expired or revoked token answers
 * 401 `unauthorized` (the app then logs out). Handlers read the client with `clientOf(request)`.
 */
export function registerBearerAuth(app: FastifyInstance, db: Db, policy: TokenPolicy): void {
  app.decorateRequest('client', null);
  app.addHook('onRequest', async (request) => {
    if (!needsBearer(request)) return;
    const token = bearerTokenOf(request);
    const client = token ? await authenticateToken(db, policy, token) : null;
    if (!client) throw notSignedIn();
    request.client = client;
  });
}

/** The signed-in client of a bearer route (refused as not signed in if the route was not guarded, as a safety net). */
export function clientOf(request: FastifyRequest): AuthenticatedClient {
  if (!request.client) throw notSignedIn();
  return request.client;
}
