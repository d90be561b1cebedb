import type { AppRouter } from '@ts-rest/core';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { handleError } from './errorHandler';

const s = initServer();

/**
 * Registers the implemented routes of one contract group. Routes a capability has not built yet are
 * simply not registered (they answer 404 `not-found`), never a fake answer. Responses are validated
 * against the contract, which also strips any field the contract does not declare.
 *
 * `validateResponses: false` is for the hot public reads only (warehouse search and detail): their
 * handlers build every response field by field through explicit mappers, the test suite runs them
 * with validation on, and validating 20 warehouses per search costs about a quarter of the
 * request's CPU in production (`npm run bench:api`).
 */
export function registerApi(app: FastifyInstance, router: AppRouter, impl: object, { validateResponses = true } = {}): void {
  void app.register(async (scope) => {
    s.registerRouter(router, impl as never, scope, {
      logInitialization: false,
      responseValidation: validateResponses,
      requestValidationErrorHandler: handleError,
    });
  });
}
