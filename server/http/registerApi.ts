import type { AppRouter } from '@ts-rest/core';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import { handleError } from './errorHandler';

const s = initServer();

/**
 * Registers the implemented routes of one contract group. Routes a capability has not built yet are
 * simply not registered (they answer 404 `not-found`), never a fake answer. Responses are validated
 * against the contract, which also strips any field the contract does not declare.
 */
export function registerApi(app: FastifyInstance, router: AppRouter, impl: object): void {
  void app.register(async (scope) => {
    s.registerRouter(router, impl as never, scope, {
      logInitialization: false,
      responseValidation: true,
      requestValidationErrorHandler: handleError,
    });
  });
}
