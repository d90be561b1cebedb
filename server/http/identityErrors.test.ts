import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '../db/schema';
import { IdentityError } from '../identity/errors';
import { loadUser } from '../identity/users';
import { call, registerConfirmed, registrationBody } from '../testing/accounts';
import { startTestApp, type TestApp } from '../testing/testApp';
import { identityErrorBody } from './identityErrors';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const refusalOf = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof IdentityError)) throw new Error(`expected an IdentityError, got ${String(err)}`);
  return identityErrorBody(err);
};

describe("identity's refusals as API answers", () => {
  it('answers a bearer call without a token 401 unauthorized', async () => {
    const res = await call(t, 'GET', '/api/client/my/profile');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res).toMatchObject({
      status: 401,
      body: {
        status: 401,
        code: 'unauthorized',
        detail: 'Sign in first: the bearer token is missing, expired or revoked.',
      },
    });
    expect(Object.keys(res.body)).toEqual(['status', 'code', 'detail']);
  });

  it('answers a password the contract lets through but the server finds too common 400, naming the field', async () => {
    const res = await call(
      t,
      'POST',
      '/api/user/register',
      registrationBody({ password: '1988-05-12', passwordConfirmation: '1988-05-12' }),
      undefined,
      '203.0.113.77',
    );
    expect(res).toMatchObject({ status: 400 });
    expect(res.body).toEqual({
      status: 400,
      code: 'password/too-common',
      detail: 'This password is too common; choose another.',
      fields: [{ path: 'body.password', code: 'password/too-common' }],
    });
  });

  it('answers an unknown user 404 not-found, and a removed account 401 unauthorized', async () => {
    expect(await refusalOf(loadUser(t.database.db, 2 ** 31 - 1))).toEqual({
      status: 404,
      code: 'not-found',
      detail: 'The user was not found.',
    });
    const { id } = await registerConfirmed(t);
    await t.database.db.update(appUser).set({ removedAt: new Date() }).where(eq(appUser.id, id));
    expect(await refusalOf(loadUser(t.database.db, id))).toEqual({
      status: 401,
      code: 'unauthorized',
      detail: 'This account no longer exists.',
    });
  });
});
