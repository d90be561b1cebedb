import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openTestDatabase } from '../testing/testDatabase';
import { addWarehouse } from '../testing/fixtures';
import { backupEntranceLockId, boxLockId, entranceLockId } from './controller';
import { v2LocksOf } from './seededLocks';
import { startLocks } from './start';

/**
 * The lock layer as main.ts starts it without LOCK_MQTT_URL (embedded broker on a free port,
 * simulated V2 locks read from the database) and its development page.
 */
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

async function started() {
  const database = await openTestDatabase();
  cleanup.push(() => database.close());
  const v2 = await addWarehouse(database.db, { lat: 48.1, lng: 17.1, name: 'Smart <Sklad>', lockVersion: 'V2' }, [
    {},
    {},
  ]);
  const v1 = await addWarehouse(database.db, { lat: 48.2, lng: 17.2, lockVersion: 'V1' }, [{}]);
  const config = loadConfig({ NODE_ENV: 'test', LOCK_RELOCK_SECONDS: '1', LOCK_ACK_TIMEOUT_MS: '2000' });
  const locks = await startLocks({ db: database.db, env: config.env });
  cleanup.push(() => locks.close());
  return { database, config, locks, v2, v1 };
}

describe('the lock layer with the embedded broker', () => {
  it('simulates each V2 warehouse entrance, backup entrance and box, and none of a V1 warehouse', async () => {
    const { database, locks, v2, v1 } = await started();
    const ids = (await v2LocksOf(database.db)).map((l) => l.lockId);
    expect(ids.slice(0, 2)).toEqual([entranceLockId(v2), backupEntranceLockId(v2)]);
    expect(ids.filter((id) => id.startsWith('box:'))).toHaveLength(2);
    expect(ids).not.toContain(entranceLockId(v1));
    expect(locks.brokerUrl).toMatch(/^mqtt:\/\/127\.0\.0\.1:\d+$/);
    expect(locks.simulators?.states().map((s) => s.lockId)).toEqual(ids);
    await expect(locks.controller.unlock(backupEntranceLockId(v2))).resolves.toMatchObject({
      state: 'UNLOCKED',
      relockAfterSeconds: 1,
    });
  });

  it('shows a lock unlocked on /dev/locks and locked again after its relock time', async () => {
    const { database, config, locks, v2 } = await started();
    const app = await buildApp({
      db: database.db,
      config,
      distDir: '/nonexistent',
      locks: locks.controller,
      lockSimulators: locks.simulators,
    });
    cleanup.push(() => app.close());
    const boxId = Number(
      locks
        .simulators!.states()
        .find((s) => s.lockId.startsWith('box:'))!
        .lockId.slice(4),
    );

    const before = await app.inject({ url: '/dev/locks' });
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toContain('text/html');
    expect(before.body).toContain('Smart &lt;Sklad&gt;: box A-001');
    expect(before.body).toContain('0 unlocked now');
    expect(before.body).not.toContain('unlocked until');

    const { relockAt } = await locks.controller.unlock(boxLockId(boxId));
    const during = await app.inject({ url: '/dev/locks' });
    expect(during.body).toContain('1 unlocked now');
    expect(during.body).toContain(`unlocked until ${relockAt.toISOString().slice(0, 19)}`);
    const json = (await app.inject({ url: '/dev/locks.json' })).json() as { lockId: string; state: string }[];
    expect(json.find((l) => l.lockId === boxLockId(boxId))).toMatchObject({ state: 'UNLOCKED' });
    expect(json.find((l) => l.lockId === entranceLockId(v2))).toMatchObject({ state: 'LOCKED' });

    await new Promise((r) => setTimeout(r, 1300));
    const after = await app.inject({ url: '/dev/locks' });
    expect(after.body).toContain('0 unlocked now');
    expect(after.body).not.toContain('unlocked until');
  });

  it('is absent in production unless LOCKS_PAGE_ENABLED=true', async () => {
    const database = await openTestDatabase();
    cleanup.push(() => database.close());
    const production = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_PAYMENT_SECRET: 'a-long-enough-test-secret',
    } as const;
    const off = await buildApp({ db: database.db, config: loadConfig(production), distDir: '/nonexistent' });
    cleanup.push(() => off.close());
    expect((await off.inject({ url: '/dev/locks' })).statusCode).toBe(404);
    expect((await off.inject({ url: '/dev/locks.json' })).statusCode).toBe(404);
    const on = await buildApp({
      db: database.db,
      config: loadConfig({ ...production, LOCKS_PAGE_ENABLED: 'true' }),
      distDir: '/nonexistent',
    });
    cleanup.push(() => on.close());
    const page = await on.inject({ url: '/dev/locks' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('No simulated locks');
  });
});
