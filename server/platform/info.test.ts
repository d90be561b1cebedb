import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@contract/index';
import { clientError } from '../db/schema';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ APP_VERSION: '2.4.1', API_VERSION: '7.0.3' });
});
afterAll(() => t.close());

describe('versions', () => {
  it('GET /_info and GET /api/info answer the configured versions', async () => {
    expect((await t.app.inject('/_info')).json()).toMatchObject({ version: '2.4.1' });
    expect((await t.app.inject('/api/info')).json()).toMatchObject({ version: '7.0.3' });
  });
});

describe('POST /api/ops/error', () => {
  const report = {
    error: 'TypeError: cannot read properties of undefined',
    stacktrace: 'at BoxList (BoxList.tsx:12)',
    context: {
      browser: 'Firefox 140',
      localStorage: { 'user.lang': 'sk' },
      location: '/boxes',
      screenSize: '390x844',
      sessionId: 'a1B2c3',
      username: 'jana@example.sk',
    },
  };

  it('stores the report with its context', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/error',
      payload: report,
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(202);
    const rows = await t.database.db.select().from(clientError);
    const stored = rows.find((r) => r.id === res.json().id);
    expect(stored).toMatchObject({
      error: report.error,
      sessionId: 'a1B2c3',
      username: 'jana@example.sk',
      clientAddress: '10.0.0.1',
    });
    expect(stored?.context).toEqual(report.context);
  });

  it('refuses unknown context fields and oversized fields', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/ops/error',
      payload: { ...report, context: { cookie: 'secret' } },
    });
    expect(unknown.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/ops/error',
      payload: { ...report, error: 'x'.repeat(2001) },
    });
    expect(long.json()).toMatchObject({ status: 400, fields: [{ path: 'body.error' }] });
  });

  it('limits reports per client address with a 429 and Retry-After, other addresses unaffected', async () => {
    const send = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/ops/error', payload: report, remoteAddress: ip });
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await send('10.9.9.9')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true);
    const limited = await send('10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'rate-limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.9.9.10')).statusCode).toBe(202);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every call of the contract', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const routes: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      for (const v of Object.values(node)) {
        const r = v as { method?: string; path?: string };
        if (r && typeof r.method === 'string' && typeof r.path === 'string') routes.push(`${r.method} ${r.path}`);
        else if (v && typeof v === 'object') walk(v as Record<string, unknown>);
      }
    };
    walk(contract as unknown as Record<string, unknown>);
    // The 58 spec calls plus the documented additions (contract/contract.test.ts keeps that list).
    expect(routes.length).toBeGreaterThanOrEqual(58);
    expect(new Set(documented)).toEqual(new Set(routes));
  });
});
