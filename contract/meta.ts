import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withErrors } from './errors';

const c = initContract();

export const VersionInfo = z.object({
  version: z.string(),
  /** Commit or build identifier, when known. */
  build: z.string().nullable().optional(),
});

/** Client error report: error, stack trace and the browser's context. */
export const ClientErrorReport = z.object({
  error: z.string().min(1).max(2_000),
  stacktrace: z.string().max(20_000).nullable().optional(),
  context: z
    .object({
      browser: z.string().max(500).optional(),
      localStorage: z.record(z.string().max(8_000)).optional(),
      location: z.string().max(2_000).optional(),
      screenSize: z.string().max(40).optional(),
      sessionId: z.string().max(16).optional(),
      username: z.string().max(254).nullable().optional(),
    })
    .strict(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;

export const metaContract = c.router(
  {
    appInfo: {
      method: 'GET',
      path: '/_info',
      responses: withErrors({ 200: VersionInfo }),
      summary: 'Front-end application version',
    },
    apiInfo: {
      method: 'GET',
      path: '/api/info',
      responses: withErrors({ 200: VersionInfo }),
      summary: 'API version',
    },
    reportError: {
      method: 'POST',
      path: '/api/ops/error',
      body: ClientErrorReport,
      responses: withErrors({ 202: z.object({ id: z.number().int() }) }),
      summary: 'Report a client-side error with its context; stored, size-bounded and rate-limited',
    },
  },
  { strictStatusCodes: true },
);
