import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { initServer, type RouterImplementation } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RouteMeta } from '@contract/routeMeta';
import { wellFormedInput } from '@contract/wellFormed';
import { handleError } from './errorHandler';

const s = initServer();

/** Every route of a contract group with its handler: a forgotten or mistyped handler does not compile. */
export type ApiRoutes<TRouter extends AppRouter> = RouterImplementation<TRouter>;

/** One capability's share of a contract group: the handlers of the routes it names, typed by the contract. */
export type ApiHandlers<TRouter extends AppRouter, Route extends keyof TRouter> = Pick<
  RouterImplementation<TRouter>,
  Route
>;

/**
 * Registers the routes of one contract group. Responses are validated against the contract, which
 * also strips any field the contract does not declare.
 *
 * `validateResponses: false` is for the hot public reads only (warehouse search and detail): their
 * handlers build every response field by field through explicit mappers, the test suite runs them
 * with validation on, and validating 20 warehouses per search costs about a quarter of the
 * request's CPU in production (`npm run bench:api`).
 */
export function registerApi<TRouter extends AppRouter>(
  app: FastifyInstance,
  router: TRouter,
  routes: NoInfer<ApiRoutes<TRouter>>,
  { validateResponses = true } = {},
): void {
  // biome-ignore lint/nursery/noMisusedPromises: Fastify awaits an async plugin (FastifyPluginAsync)
  void app.register(async (scope) => {
    // A call whose contract names a larger body (a photo upload) takes that much; every other the server's limit.
    scope.addHook('onRoute', (route) => {
      const meta = (route.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute?.metadata as
        | RouteMeta
        | undefined;
      if (meta?.bodyLimit) route.bodyLimit = meta.bodyLimit;
    });
    s.registerRouter(wellFormedRouter(router), routes, scope, {
      logInitialization: false,
      responseValidation: validateResponses,
      requestValidationErrorHandler: handleError,
    });
  });
}

const inputsOf = ['pathParams', 'query', 'body', 'headers'] as const;

/**
 * The group with every request schema held to the rules of well-formed input (no NUL or lone
 * surrogate in a text, integers within int4, bounded lists): checked here, for every call, before a
 * value can reach the database or a handler.
 */
export function wellFormedRouter<TRouter extends AppRouter>(router: TRouter): TRouter {
  const copy = (node: AppRouter | AppRoute): AppRouter | AppRoute => {
    if (!isAppRoute(node))
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, copy(child)])) as AppRouter;
    const route: Record<string, unknown> = { ...node };
    for (const part of inputsOf) {
      const schema = route[part];
      if (schema instanceof z.ZodType) route[part] = wellFormedInput(schema);
    }
    return route as AppRoute;
  };
  return copy(router) as TRouter;
}
