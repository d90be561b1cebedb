import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { settableClock, type SettableClock } from '../config/clock';
import { loadConfig } from '../config/env';
import { appUser } from '../db/schema';
import { createPaymentGateways } from '../payments/gateways';
import { call, type ApiAnswer } from './accounts';
import { PUBLIC_URL, type OrderTestApp } from './orders';
import { signedInClient, type Tenant } from './rentals';
import { openTestDatabase } from './testDatabase';

/** Helpers of the unlock-token tests: an app on a clock the test moves, grants and the holder's calls. */

export interface TokenTestApp extends OrderTestApp {
  clock: SettableClock;
}

/** The real app whose every date rule reads a clock set to the real time at the start (the test moves it). */
export async function startTokenTestApp(env: Record<string, string> = {}): Promise<TokenTestApp> {
  const clock = settableClock(new Date().toISOString());
  const database = await openTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', PUBLIC_URL, LOCK_ACK_TIMEOUT_MS: '400', LOCK_RELOCK_SECONDS: '30', ...env },
    { clock },
  );
  // The lock layer (embedded broker, simulated locks) starts on the first unlock.
  const app = await buildApp({ db: database.db, config, distDir: '/nonexistent' });
  return {
    app,
    database,
    clock,
    ctx: { db: database.db, config, gateways: createPaymentGateways(database.db, config) },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A signed-in user who runs warehouses (OwnerUser or AdminUser). */
export async function signedInOperator(
  t: OrderTestApp,
  userType: 'OwnerUser' | 'AdminUser' = 'OwnerUser',
): Promise<Tenant> {
  const who = await signedInClient(t);
  await t.database.db.update(appUser).set({ userType }).where(eq(appUser.id, who.id));
  return who;
}

/** A window `fromHours`..`toHours` hours from the app clock's now, as the API writes it. */
export const windowFromNow = (t: TokenTestApp, fromHours: number, toHours: number) => {
  const now = t.clock.now().getTime();
  return {
    validFrom: new Date(now + fromHours * 3_600_000).toISOString(),
    validTo: new Date(now + toHours * 3_600_000).toISOString(),
  };
};

export const grant = (t: OrderTestApp, who: Tenant, body: Record<string, unknown>) =>
  call(t, 'POST', '/api/common/unlock-token/generate-unlock-token', body, who.token);

export async function revoke(t: OrderTestApp, who: Tenant, id: number): Promise<ApiAnswer> {
  const res = await t.app.inject({
    method: 'DELETE',
    url: `/api/common/unlock-token/${id}`,
    headers: { authorization: `Bearer ${who.token}` },
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, headers: res.headers };
}

/** The holder's calls, from the link's e-mail and token. */
export const validity = (t: OrderTestApp, email: string, token: string, ip?: string) =>
  call(
    t,
    'GET',
    `/auth/unlock-token?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`,
    undefined,
    undefined,
    ip,
  );

export const unlockByLink = (
  t: OrderTestApp,
  door: 'warehouse-unlock' | 'warehouse-unlock-backup' | 'box-unlock',
  id: number,
  email: string,
  token: string,
  location: unknown,
) =>
  call(
    t,
    'POST',
    `/auth/unlock-token/${door}/${id}/${encodeURIComponent(email)}/${encodeURIComponent(token)}`,
    location,
  );

/** The states of the simulated locks, as the development page lists them. */
export const lockStateOf = async (t: OrderTestApp, lockId: string) =>
  (
    JSON.parse((await t.app.inject({ method: 'GET', url: '/dev/locks.json' })).body) as {
      lockId: string;
      state: string;
    }[]
  ).find((l) => l.lockId === lockId)?.state ?? 'LOCKED';
