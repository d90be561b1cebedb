import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { initServer, type RouterImplementation } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { wellFormedInput } from '../../contract/wellFormed';
import { handleError } from './errorHandler';

const s = initServer();

/** Stands for a route of a contract group that no capability has built yet: it answers 404 `not-found`. */
export const NOT_BUILT_YET: unique symbol = Symbol('route not built yet');

/**
 * Every route of a contract group, each with its handler or NOT_BUILT_YET: a route nobody answers is
 * a decision written down, and a forgotten or mistyped handler does not compile.
 */
export type ApiRoutes<TRouter extends AppRouter> = { [Route in keyof TRouter]: RouterImplementation<TRouter>[Route] | typeof NOT_BUILT_YET };

/** One capability's share of a contract group: the handlers of the routes it names, typed by the contract. */
export type ApiHandlers<TRouter extends AppRouter, Route extends keyof TRouter> = Pick<RouterImplementation<TRouter>, Route>;

/** Routes of a group that are not built yet, to spread next to the handlers of the ones that are. */
export function notBuiltYet<TRouter extends AppRouter, Route extends keyof TRouter & string>(
  _router: TRouter,
  ...routes: [Route, ...Route[]]
): Record<Route, typeof NOT_BUILT_YET> {
  return Object.fromEntries(routes.map((route) => [route, NOT_BUILT_YET])) as Record<Route, typeof NOT_BUILT_YET>;
}

/**
 * Registers the routes of one contract group. Routes marked NOT_BUILT_YET are simply not registered
 * (they answer 404 `not-found`), never a fake answer. Responses are validated against the contract,
 * which also strips any field the contract does not declare.
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
  const built = Object.fromEntries(Object.entries(routes).filter(([, handler]) => handler !== NOT_BUILT_YET)) as RouterImplementation<TRouter>;
  void app.register(async (scope) => {
    s.registerRouter(wellFormedRouter(router), built, scope, {
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
    if (!isAppRoute(node)) return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, copy(child)])) as AppRouter;
    const route: Record<string, unknown> = { ...node };
    for (const part of inputsOf) {
      const schema = route[part];
      if (schema instanceof z.ZodType) route[part] = wellFormedInput(schema);
    }
    return route as AppRoute;
  };
  return copy(router) as TRouter;
}
