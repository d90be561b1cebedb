import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openTestDatabase } from '../testing/testDatabase';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ BODY_LIMIT: '2048' });
});
afterAll(() => t.close());

const report = {
  error: 'TypeError: x is undefined',
  stacktrace: 'at App (app.tsx:1)',
  context: { sessionId: 'abc123' },
};

describe('bad input always answers {status, code, detail}', () => {
  it('malformed JSON is a 400 bad-request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/error',
      headers: { 'content-type': 'application/json' },
      payload: '{"error": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, code: 'bad-request', detail: 'The request body is not valid JSON.' });
  });

  it('a wrong type names the field with a catalogue code', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/ops/error', payload: { ...report, error: 42 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'revalid/rule/basic/regex',
      fields: [{ path: 'body.error', code: 'revalid/rule/basic/regex' }],
    });
  });

  it('a missing field is Mandatory', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/ops/error', payload: { context: {} } });
    expect(res.json()).toMatchObject({ code: 'revalid/rule/basic/not-null', fields: [{ path: 'body.error' }] });
  });

  it('an oversized body is a 413 payload-too-large', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/error',
      payload: { ...report, stacktrace: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, code: 'payload-too-large' });
  });

  it('a body that is not JSON is a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/error',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, code: 'unsupported-media-type' });
  });

  it('an unknown API path or method is a JSON 404, also without a built app', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['DELETE', '/api/client/warehouse'],
      ['GET', '/auth/whatever'],
      ['GET', '/boxes'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'not-found' });
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 unexpected without internals and log the session id', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write: (chunk, _enc, done) => {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await openTestDatabase();
    const app = await buildApp({
      db: database.db,
      config: loadConfig({ NODE_ENV: 'test' }),
      distDir: '/nonexistent',
      logger: { level: 'error', stream },
    });
    await database.close(); // every query now fails inside the handler
    const res = await app.inject({ method: 'GET', url: '/api/client/warehouse/1', headers: { 'uss.id': 'Zx81Qa' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, code: 'unexpected', detail: 'An unexpected error occurred.' });
    expect(res.body).not.toMatch(/at |stack|pglite|closed/i);
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected error');
    expect(logged).toMatchObject({ sessionId: 'Zx81Qa', url: '/api/client/warehouse/1' });
    await app.close();
  });
});
