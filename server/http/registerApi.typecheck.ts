/**
 * Type-level checks of registerApi, compiled by `tsc` (server/ is in tsconfig.json) and never run:
 * nothing imports this file and it only declares a function. Each `@ts-expect-error` fails the type
 * check if the line under it ever compiles, i.e. if registerApi stops catching that mistake.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '@contract/index';
import { registerApi } from './registerApi';

const versionInfo = async () => ({ status: 200 as const, body: { version: '1.0.0', build: null } });
const reportError = async () => ({ status: 202 as const, body: { id: 1 } });

export function registerApiTypeChecks(app: FastifyInstance): void {
  // Every route answered: compiles.
  registerApi(app, contract.meta, { appInfo: versionInfo, apiInfo: versionInfo, reportError });

  // @ts-expect-error a missing handler: reportError is not answered
  registerApi(app, contract.meta, { appInfo: versionInfo, apiInfo: versionInfo });

  registerApi(app, contract.meta, {
    // @ts-expect-error a mistyped handler: the body does not match the contract's VersionInfo
    appInfo: async () => ({ status: 200 as const, body: { version: 1 } }),
    apiInfo: versionInfo,
    reportError,
  });

  // @ts-expect-error a mistyped handler: a status the contract does not declare for this route
  registerApi(app, contract.meta, { appInfo: versionInfo, apiInfo: versionInfo, reportError: versionInfo });
}
