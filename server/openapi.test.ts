import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { afterAll, describe, expect, it } from 'vitest';
import { contract, type RouteMeta } from '@contract/index';
import { buildOpenApiDocument } from './openapi';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const doc = buildOpenApiDocument('1.0.0');
const text = JSON.stringify(doc);

type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, Record<string, unknown>>;
};
const operations = Object.values(doc.paths).flatMap((item) => Object.values(item) as unknown as Operation[]);

const routesOf = (router: AppRouter, trail: string[] = []): [string, AppRoute][] =>
  Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [[[...trail, key].join('.'), value] as [string, AppRoute]]
      : routesOf(value as AppRouter, [...trail, key]),
  );

describe('the OpenAPI document', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  // The installed Redocly CLI with the repository's redocly.yaml and ignore file, on the document
  // saved as openapi.json (the name the ignore file uses). Telemetry is off in the configuration
  // and here, and update notices are suppressed, so the lint never reaches the network.
  it('passes redocly lint with the recommended rules, no error and no warning', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
    await writeFile(path.join(dir, 'openapi.json'), text);
    for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml'])
      await copyFile(path.join(root, file), path.join(dir, file));
    const cli = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    const run = promisify(execFile);
    const env = {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      NO_COLOR: '1',
    };
    // The CLI exits with 1 when it finds errors; its JSON report is on stdout either way.
    const stdout = await run(process.execPath, [cli, 'lint', 'openapi.json', '--format=json', '--max-problems=1000'], {
      cwd: dir,
      env,
      maxBuffer: 64 * 1024 * 1024,
    })
      .then((r) => r.stdout)
      .catch((e: { stdout?: string }) => e.stdout ?? '');
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual(
      [],
    );
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 2 });
  }, 120_000);

  it('is OpenAPI 3.1 with the configured public address as its server, or the serving one', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(buildOpenApiDocument('1.0.0', { publicUrl: 'https://boxes.example.com/' }).servers).toEqual([
      { url: 'https://boxes.example.com' },
    ]);
  });

  it('asks for the bearer token exactly on the calls marked auth: bearer, and a staff session on the console’s', () => {
    const routes = routesOf(contract);
    expect(operations).toHaveLength(routes.length);
    const byId = new Map(operations.map((op) => [op.operationId, op]));
    for (const [id, route] of routes) {
      const meta = route.metadata as RouteMeta | undefined;
      const security =
        meta?.auth === 'bearer' ? [{ bearerAuth: [] }] : meta?.auth === 'staff' ? [{ staffAuth: [] }] : [];
      expect({ id, security: byId.get(id)?.security }).toEqual({ id, security });
      if (meta?.auth === 'staff') expect(byId.get(id)).toMatchObject({ 'x-staff-roles': [...meta.roles] });
    }
    expect(routes.some(([, r]) => (r.metadata as RouteMeta | undefined)?.auth === 'bearer')).toBe(true);
    expect(routes.some(([, r]) => (r.metadata as RouteMeta | undefined)?.auth === 'staff')).toBe(true);
    expect(doc.components?.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      staffAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
  });

  it('lists the console’s calls under their own tag only', () => {
    const consoleOps = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/admin/'))
      .flatMap(([, item]) => Object.values(item) as unknown as { tags: string[] }[]);
    expect(consoleOps.length).toBeGreaterThan(0);
    expect(consoleOps.every((op) => op.tags.join() === 'admin')).toBe(true);
    expect(doc.tags?.map((tag) => tag.name)).toContain('admin');
  });

  it('answers every error with the one shared error response and schema', () => {
    const errors = operations.flatMap((op) =>
      Object.entries(op.responses)
        .filter(([status]) => Number(status) >= 400)
        .map(([, r]) => r),
    );
    expect(errors.length).toBeGreaterThan(operations.length * 6);
    // The console's calls answer the same envelope, whose codes include the console's own.
    const shared = ['#/components/responses/ApiError', '#/components/responses/ConsoleApiError'];
    expect(errors.filter((r) => !shared.includes(r.$ref as string))).toEqual([]);
    const components = doc.components as {
      schemas: Record<string, { properties: Record<string, unknown>; required: string[] }>;
      responses: Record<string, unknown>;
    };
    expect(components.responses.ApiError).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
    expect(Object.keys(components.schemas.ApiError.properties)).toEqual(['status', 'code', 'detail', 'fields']);
    expect(components.schemas.ApiError.required).toEqual(['status', 'code', 'detail']);
    // The error codes are written once, in their own schema.
    expect(text.split('"invalid-credentials"')).toHaveLength(2);
  });

  it('names the contract schemas once and refers to them, so the document stays small', () => {
    const schemas = Object.keys((doc.components as { schemas: Record<string, unknown> }).schemas);
    expect(schemas).toEqual(
      expect.arrayContaining([
        'Warehouse',
        'WarehouseDetail',
        'ClientUser',
        'RegistrationRequest',
        'LoginRequest',
        'OrderOffer',
        'Profile',
        'ErrorCode',
      ]),
    );
    // Every named schema is used, and every reference has its schema.
    const refs = new Set([...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]));
    expect([...refs].filter((r) => !schemas.includes(r))).toEqual([]);
    expect(schemas.filter((s) => !refs.has(s))).toEqual([]);
    // Inlined, it was over 1.8 MB.
    expect(text.length).toBeLessThan(250_000);
  });
});
