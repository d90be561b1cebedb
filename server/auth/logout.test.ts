import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerConfirmed, signIn } from '../testing/accounts';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /auth/logout', () => {
  it('ends only the caller’s session: its token stops working, another device stays signed in', async () => {
    const user = await registerConfirmed(t);
    const here = await signIn(t, user.email, user.password);
    const elsewhere = await signIn(t, user.email, user.password, false, 'device-elsewhere-01');
    expect((await call(t, 'GET', '/api/client/client-user/current', undefined, here.token)).status).toBe(200);

    const out = await call(t, 'POST', '/auth/logout', undefined, here.token);
    expect(out).toMatchObject({ status: 200, body: { value: true } });
    expect((await call(t, 'GET', '/api/client/client-user/current', undefined, here.token)).status).toBe(401);
    expect((await call(t, 'GET', '/api/client/client-user/current', undefined, elsewhere.token)).status).toBe(200);
  });

  it('answers 401 without a valid token', async () => {
    expect((await call(t, 'POST', '/auth/logout')).body).toMatchObject({ status: 401, code: 'unauthorized' });
    expect((await call(t, 'POST', '/auth/logout', undefined, 'x'.repeat(43))).status).toBe(401);
  });
});
