import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@contract/index';
import { registerConfirmed, signIn } from '../testing/accounts';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const walk = (router: AppRouter): AppRoute[] =>
  Object.values(router).flatMap((v) => (isAppRoute(v) ? [v] : walk(v as AppRouter)));
const bearerRoutes = walk(contract).filter((r) => (r.metadata as { auth?: string } | undefined)?.auth === 'bearer');
const urlOf = (r: AppRoute) => r.path.replace(/:[a-zA-Z]+/g, '1');

describe('every bearer route of the contract', () => {
  it('includes the account calls (profile, password, language, cancellation), all registered', () => {
    const implemented = bearerRoutes.filter((r) => t.app.hasRoute({ method: r.method, url: r.path }));
    expect(implemented.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/client/client-user/current',
        'GET /api/client/my/profile',
        'PUT /api/client/my/profile',
        'POST /api/client/my/change-password',
        'POST /api/client/my/set-locale',
        'POST /api/client/my/remove-account',
      ]),
    );
  });

  it.each(bearerRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 401 without a valid token (404 while not built)',
    async (_name, route) => {
      const send = (authorization?: string) =>
        t.app.inject({
          method: route.method,
          url: urlOf(route),
          ...(authorization ? { headers: { authorization } } : {}),
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
      if (!t.app.hasRoute({ method: route.method, url: route.path })) {
        // Routes of later issues are not registered: a JSON 404, never a fake answer.
        expect((await send()).statusCode).toBe(404);
        return;
      }
      const { token } = await signIn(t, (await registerConfirmed(t)).email);
      const refused: Record<string, string | undefined> = {
        missing: undefined,
        'another scheme': `Basic ${Buffer.from('a:b').toString('base64')}`,
        malformed: 'Bearer not-a-token',
        unknown: `Bearer ${'A'.repeat(43)}`,
        'the token without a scheme': token,
      };
      for (const [what, authorization] of Object.entries(refused)) {
        const res = await send(authorization);
        expect(res.statusCode, what).toBe(401);
        expect(res.json(), what).toMatchObject({ status: 401, code: 'unauthorized' });
      }
      // The valid token passes the check (the empty body may then be refused, but not with 401).
      expect((await send(`bearer ${token}`)).statusCode).not.toBe(401);
    },
  );
});
