import { generate } from 'otplib';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '@contract/admin/values';
import { buildApp } from '../app';
import { SYSTEM_ACTOR } from '../audit/audit';
import type { Clock } from '../config/clock';
import { loadConfig, type ServerConfig } from '../config/env';
import type { Database } from '../db/client';
import { createStaff } from '../staff/management';
import { createStaffSession, staffSessionPolicyOf } from '../staff/sessions';
import { call, uniqueEmail } from './accounts';
import { addWarehouse } from './fixtures';
import type { TestApp } from './testApp';
import { openTestDatabase } from './testDatabase';

/** A clock the console tests move by hand: each sign-in needs a later authenticator step than the last. */
export interface StepClock extends Clock {
  /** Moves on by one 30-second authenticator step. */
  nextStep(): void;
}

export interface StaffTestApp extends TestApp {
  config: ServerConfig;
  clock: StepClock;
}

/** The real server on a fresh database, with a clock the tests move step by step. */
export async function startStaffTestApp(env: Record<string, string> = {}): Promise<StaffTestApp> {
  let at = Date.now();
  const clock: StepClock = { now: () => new Date(at), nextStep: () => void (at += 30_000) };
  const database: Database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', ...env }, { clock });
  const app: FastifyInstance = await buildApp({ db: database.db, config, distDir: '/nonexistent' });
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const STAFF_PASSWORD = 'Console-pass 2026!';

/** The code the authenticator app shows at the test clock's time. */
export const codeAt = (t: StaffTestApp, secret: string) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });

export const tokenOfLink = (link: string) => new URL(link).searchParams.get('token') ?? '';

export interface SignedInStaff {
  id: number;
  email: string;
  secret: string;
  recoveryCodes: string[];
  token: string;
}

let staffIp = 0;
/** Each staff sign-in from an address of its own: the sign-in limits are not what most tests test. */
export const nextStaffIp = () => `192.0.2.${(staffIp = (staffIp % 250) + 1)}`;

/** Opens a set-up link and finishes it with the password and a code; answers the secret and recovery codes. */
export async function finishSetup(t: StaffTestApp, setupLink: string, password = STAFF_PASSWORD) {
  const token = tokenOfLink(setupLink);
  const ip = nextStaffIp();
  const started = await call(t, 'POST', '/api/admin/setup/start', { token }, undefined, ip);
  if (started.status !== 200) throw new Error(`set-up start failed: ${JSON.stringify(started.body)}`);
  const secret = started.body.secret as string;
  const done = await call(
    t,
    'POST',
    '/api/admin/setup/complete',
    { token, password, passwordConfirmation: password, code: await codeAt(t, secret) },
    undefined,
    ip,
  );
  if (done.status !== 200) throw new Error(`set-up failed: ${JSON.stringify(done.body)}`);
  return { secret, recoveryCodes: done.body.recoveryCodes as string[] };
}

/** Both sign-in steps with a fresh authenticator step; answers the session token. */
export async function staffSignIn(t: StaffTestApp, email: string, secret: string, password = STAFF_PASSWORD) {
  const ip = nextStaffIp();
  const first = await call(t, 'POST', '/api/admin/sign-in', { email, password }, undefined, ip);
  if (first.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(first.body)}`);
  t.clock.nextStep();
  const second = await call(
    t,
    'POST',
    '/api/admin/sign-in/code',
    { challenge: first.body.challenge, code: await codeAt(t, secret) },
    undefined,
    ip,
  );
  if (second.status !== 200) throw new Error(`second factor failed: ${JSON.stringify(second.body)}`);
  return second.body.token as string;
}

/** A staff account of `role` made as the command line makes one, set up and signed in. */
export async function signedInStaff(
  t: StaffTestApp,
  role: StaffRole,
  warehouseIds: number[] = [],
): Promise<SignedInStaff> {
  const email = uniqueEmail(role.toLowerCase());
  const created = await createStaff({ db: t.database.db, config: t.config }, SYSTEM_ACTOR, {
    email,
    name: `${role} tester`,
    role,
    warehouseIds,
  });
  const { secret, recoveryCodes } = await finishSetup(t, created.setupLink);
  const token = await staffSignIn(t, email, secret);
  return { id: created.staff.id, email, secret, recoveryCodes, token };
}

/**
 * A staff session of a new account of `role`, opened directly (no set-up, no second factor): for the
 * tests that need a console token and test something else (the fuzzer, the authorisation rules).
 */
export async function staffSessionToken(ctx: { db: Database['db']; config: ServerConfig }, role: StaffRole) {
  const created = await createStaff(ctx, SYSTEM_ACTOR, {
    email: uniqueEmail(`${role.toLowerCase()}.session`),
    name: `${role} session`,
    role,
    warehouseIds: [],
  });
  return (await createStaffSession(ctx.db, staffSessionPolicyOf(ctx.config.env), created.staff.id)).token;
}

/** An administrator and the owner of one of two warehouses (`mine`; `theirs` is another's). */
export interface AdminAndOwner {
  admin: SignedInStaff;
  owner: SignedInStaff;
  mine: number;
  theirs: number;
}

/**
 * The staff most console tests need: two warehouses (in Bratislava and Prague), an administrator,
 * and an owner of the first, each set up and signed in.
 */
export async function adminAndOwner(t: StaffTestApp): Promise<AdminAndOwner> {
  const mine = await addWarehouse(t.database.db, { lat: 48.15, lng: 17.11 }, [{}]);
  const theirs = await addWarehouse(t.database.db, { lat: 50.08, lng: 14.43 }, [{}]);
  const admin = await signedInStaff(t, 'ADMIN');
  const owner = await signedInStaff(t, 'OWNER', [mine]);
  return { admin, owner, mine, theirs };
}

/** What the warehouse editor sends back of a loaded warehouse: its details and version, as a change. */
export function updateOf(editor: Record<string, unknown>): Record<string, unknown> {
  const {
    id: _i,
    country: _c,
    currency: _cu,
    vatPercent: _v,
    deactivated: _d,
    createdAt: _a,
    photos: _p,
    ...change
  } = editor;
  return change;
}
