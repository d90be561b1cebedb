import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { lockAccessLog } from '../../db/schema';
import { createPaymentGateways } from '../../payments/gateways';
import { call } from '../../testing/accounts';
import { PUBLIC_URL, type OrderTestApp } from '../../testing/orders';
import { rentABox, signedInClient } from '../../testing/rentals';
import { openTestDatabase } from '../../testing/testDatabase';
import { startEmbeddedBroker } from '../embeddedBroker';
import { connectMqttLockController } from '../mqttController';
import { boxLockId, entranceLockId, type LockId } from '../controller';
import { startLockSimulators, type LockSimulators } from '../simulator';

/**
 * Two server instances on one database and one MQTT broker (the broker of TEST_LOCK_MQTT_URL when
 * the tests have one, as CI's mosquitto; else an embedded one): each gets the acknowledgement of its
 * own unlock, and the rate limits and the access log are shared, because they live in the database.
 */
const cleanup: (() => Promise<unknown>)[] = [];
let first: OrderTestApp;
let second: OrderTestApp;
let brokerUrl: string;
/** Simulated controllers for just these locks: on a shared broker nothing else may answer for them. */
async function simulate(lockIds: LockId[]): Promise<LockSimulators> {
  const simulators = await startLockSimulators({
    url: brokerUrl,
    locks: lockIds.map((lockId) => ({ lockId, label: lockId })),
    relockSeconds: 30,
  });
  cleanup.push(() => simulators.close());
  return simulators;
}
const AT_THE_DOOR = { lat: 48.15, lng: 17.11, accuracy: 10 };

beforeAll(async () => {
  let url = process.env.TEST_LOCK_MQTT_URL;
  if (!url) {
    const broker = await startEmbeddedBroker({ port: 0 });
    cleanup.push(() => broker.close());
    url = broker.url;
  }
  const database = await openTestDatabase();
  cleanup.push(() => database.close());
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL, LOCK_MQTT_URL: url, LOCK_ACK_TIMEOUT_MS: '3000' });
  brokerUrl = url;
  const instance = async (): Promise<OrderTestApp> => {
    const locks = await connectMqttLockController({ url: url!, ackTimeoutMs: 3000 });
    const app = await buildApp({ db: database.db, config, distDir: '/nonexistent', locks });
    cleanup.push(async () => {
      await app.close();
      await locks.close();
    });
    return {
      app,
      database,
      close: async () => {},
      ctx: { db: database.db, config, gateways: createPaymentGateways(database.db, config) },
    };
  };
  first = await instance();
  second = await instance();
}, 60_000);
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

describe('two server instances sharing a database and a lock broker', () => {
  it('open a box and its entrance at the same moment, each with its own acknowledgement', async () => {
    const owner = await signedInClient(first);
    const { contract, warehouseId } = await rentABox(first, owner);
    const simulators = await simulate([boxLockId(contract.boxId), entranceLockId(warehouseId)]);
    const [box, entrance] = await Promise.all([
      call(first, 'POST', `/api/client/lock-v2/box-unlock/${contract.boxId}`, AT_THE_DOOR, owner.token),
      call(second, 'POST', `/api/client/lock-v2/warehouse-unlock/${warehouseId}`, AT_THE_DOOR, owner.token),
    ]);
    expect([box.status, entrance.status]).toEqual([200, 200]);
    expect(simulators.state(`box:${contract.boxId}`)?.state).toBe('UNLOCKED');
    expect(simulators.state(`warehouse:${warehouseId}:entrance`)?.state).toBe('UNLOCKED');
    const log = await first.database.db.select().from(lockAccessLog).where(eq(lockAccessLog.contractId, contract.id));
    expect(log.map((r) => r.result).sort()).toEqual(['OPENED', 'OPENED']);
    // Either instance shows the owner the same log.
    expect(
      (await call(second, 'GET', `/api/client/lock-v2/access-log/${contract.boxId}`, undefined, owner.token)).body,
    ).toHaveLength(2);
  });

  it('count one person’s attempts across both instances', async () => {
    const owner = await signedInClient(first);
    const { contract } = await rentABox(first, owner);
    const far = { lat: 48.2, lng: 17.11, accuracy: 10 };
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1)
      statuses.push(
        (
          await call(
            i % 2 ? second : first,
            'POST',
            `/api/client/lock-v2/box-unlock/${contract.boxId}`,
            far,
            owner.token,
          )
        ).status,
      );
    expect(statuses.filter((s) => s === 400)).toHaveLength(12);
    expect(statuses[12]).toBe(429);
  });
});
