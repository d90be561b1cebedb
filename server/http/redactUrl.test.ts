import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl, withRedactedUrls } from './redactUrl';

const token = 'Qk9YLXRva2VuLXRoYXQtb3BlbnMtdGhlLWxvY2tzLTEyMw';

describe('redactUrl', () => {
  it('hides the e-mail and token of the unlock-token paths', () => {
    expect(redactUrl(`/auth/unlock-token/box-unlock/12/jan%40example.com/${token}`)).toBe(
      `/auth/unlock-token/box-unlock/12/${REDACTED}/${REDACTED}`,
    );
    expect(redactUrl(`/auth/unlock-token/warehouse-unlock/3/jan@example.com/${token}?x=1`)).toBe(
      `/auth/unlock-token/warehouse-unlock/3/${REDACTED}/${REDACTED}?x=1`,
    );
    expect(redactUrl(`/auth/unlock-token/warehouse-unlock-backup/3/jan@example.com/${token}`)).toBe(
      `/auth/unlock-token/warehouse-unlock-backup/3/${REDACTED}/${REDACTED}`,
    );
  });

  it('hides secret query parameters and keeps the others', () => {
    expect(redactUrl(`/auth/unlock-token?email=jan%40example.com&token=${token}`)).toBe(
      `/auth/unlock-token?email=${REDACTED}&token=${REDACTED}`,
    );
    expect(redactUrl(`/service-access?token=${token}&lang=sk`)).toBe(`/service-access?token=${REDACTED}&lang=sk`);
    expect(redactUrl('/login?verify=abc')).toBe(`/login?verify=${REDACTED}`);
    expect(redactUrl(`https://app.example.com/service-access?email=a%40b.sk&token=${token}`)).toBe(
      `https://app.example.com/service-access?email=${REDACTED}&token=${REDACTED}`,
    );
    expect(redactUrl('/api/client/warehouses?lat=48&lng=17')).toBe('/api/client/warehouses?lat=48&lng=17');
  });

  it('leaves other paths alone', () => {
    expect(redactUrl('/api/common/unlock-token/5')).toBe('/api/common/unlock-token/5');
    expect(redactUrl('/auth/unlock-token')).toBe('/auth/unlock-token');
  });
});

describe('the request log with withRedactedUrls', () => {
  it('writes no token, whatever the request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: withRedactedUrls({ level: 'info', stream }) });
    app.post('/auth/unlock-token/box-unlock/:id/:email/:token', async () => ({ ok: true }));
    app.get('/auth/unlock-token', async () => {
      throw new Error('boom');
    });
    await app.inject({ method: 'POST', url: `/auth/unlock-token/box-unlock/1/jan@example.com/${token}`, payload: {} });
    await app.inject({ method: 'GET', url: `/auth/unlock-token?email=jan@example.com&token=${token}` });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain(REDACTED);
    expect(log).not.toContain(token);
    expect(log).not.toContain('jan@example.com');
  });

  it('keeps no logger as no logger', () => {
    expect(withRedactedUrls(false)).toBe(false);
    expect(withRedactedUrls(true)).toHaveProperty('serializers.req');
  });
});
