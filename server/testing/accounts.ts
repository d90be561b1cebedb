import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { TestApp } from './testApp';

/** Helpers for the account and sign-in tests: register, confirm and sign in through the real API. */

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${process.pid}.${Date.now()}.${(counter += 1)}@example.com`;
/** A Slovak mobile number (+421 9xx xxx xxx, the length the contract checks), different on every call. */
export const uniquePhone = () =>
  `+4219${String(Date.now() % 1e5).padStart(5, '0')}${String((counter += 1) % 1000).padStart(3, '0')}`;

export const PASSWORD = 'Storage-box 42';
export const DEVICE = 'device-0001-test';

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jana',
    lastName: 'Nováková',
    email: uniqueEmail(),
    phoneNumber: uniquePhone(),
    language: 'SK',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    consents: { termsAccepted: true, privacyAccepted: true, newsletter: false },
    ...overrides,
  };
}

export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whichever field of the JSON answer it checks
  body: any;
  headers: LightMyRequestResponse['headers'];
}

/** A call through app.inject, optionally as a signed-in client; each test file passes its own address. */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token?: string,
  ip = '203.0.113.1',
): Promise<ApiAnswer> {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: ip,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  const text = res.body;
  return { status: res.statusCode, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/** The newest outbox messages to an address. */
export const mailsTo = (db: Db, to: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));

/** The token of the first link in the newest e-mail to `to` (the `verify` or `token` query parameter). */
export async function tokenFromLatestMail(db: Db, to: string): Promise<string> {
  const [mail] = await mailsTo(db, to);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the latest e-mail to ${to}`);
  const url = new URL(link);
  return url.searchParams.get('verify') ?? url.searchParams.get('token') ?? '';
}

/** Registers through the API and follows the confirmation link; returns the e-mail and password. */
let registrationIp = 0;
export async function registerConfirmed(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  // Its own address each time: registration is limited per address, and that is not what is tested here.
  const ip = `198.51.100.${(registrationIp = (registrationIp % 250) + 1)}`;
  const res = await call(t, 'POST', '/api/user/register', body, undefined, ip);
  if (res.status !== 201) throw new Error(`registration failed: ${JSON.stringify(res.body)}`);
  const token = await tokenFromLatestMail(t.database.db, body.email);
  const verified = await call(t, 'POST', '/api/user/verify-email', { token }, undefined, ip);
  if (verified.status !== 200) throw new Error(`verification failed: ${JSON.stringify(verified.body)}`);
  return { id: res.body.id as number, email: body.email, password: body.password, phoneNumber: body.phoneNumber };
}

/** Signs in and returns the bearer token (and the device token with rememberMe). */
export async function signIn(t: TestApp, email: string, password = PASSWORD, rememberMe = false, deviceId = DEVICE) {
  const res = await call(
    t,
    'POST',
    '/auth/custom/login',
    { username: email, password, rememberMe, deviceId, domain: 'CLIENT' },
    undefined,
    '198.51.100.251',
  );
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { token: string; deviceToken?: string | null };
}
