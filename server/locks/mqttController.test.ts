import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import {
  boxLockId,
  entranceLockId,
  LockRefusedError,
  LockTimeoutError,
  type LockController,
  type LockId,
} from './controller';
import { startEmbeddedBroker } from './embeddedBroker';
import { connectMqttLockController } from './mqttController';
import { allStateTopics, parseStateMessage, type StateMessage } from './protocol';
import { startLockSimulators, type LockSimulators } from './simulator';

/**
 * The MQTT adapter against simulated lock controllers: on the embedded broker always, and also on the
 * broker of TEST_LOCK_MQTT_URL when the tests have one (as in CI). Lock ids are random, so runs that
 * share an external broker never answer each other's commands.
 */
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

const external = process.env.TEST_LOCK_MQTT_URL;
const brokers: [string, () => Promise<string>][] = [
  [
    'the embedded broker',
    async () => {
      const broker = await startEmbeddedBroker({ port: 0 });
      cleanup.push(() => broker.close());
      return broker.url;
    },
  ],
  ...(external
    ? [[`the broker of TEST_LOCK_MQTT_URL (${external})`, async () => external] as [string, () => Promise<string>]]
    : []),
];

const randomId = () => 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
const RELOCK_SECONDS = 1;

async function controllerOn(url: string, ackTimeoutMs = 3000): Promise<LockController> {
  const controller = await connectMqttLockController({ url, ackTimeoutMs });
  cleanup.push(() => controller.close());
  return controller;
}

async function simulatorsOn(url: string, lockIds: LockId[]): Promise<LockSimulators> {
  const simulators = await startLockSimulators({
    url,
    locks: lockIds.map((lockId) => ({ lockId, label: lockId })),
    relockSeconds: RELOCK_SECONDS,
  });
  cleanup.push(() => simulators.close());
  return simulators;
}

/** Every state message of the given locks as an observer on the broker sees them. */
async function observe(url: string) {
  const client = await mqtt.connectAsync(url, { clean: true });
  cleanup.push(() => client.endAsync());
  const seen: { topic: string; message: StateMessage | null }[] = [];
  client.on('message', (topic, payload) => seen.push({ topic, message: parseStateMessage(payload) }));
  await client.subscribeAsync(allStateTopics, { qos: 1 });
  return seen;
}

const waitFor = async (condition: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !condition() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 25));
  return condition();
};

describe.each(brokers)('the MQTT lock adapter on %s', (_name, brokerUrl) => {
  it('unlocks with the relock time of the acknowledgement, and the lock relocks by itself', async () => {
    const url = await brokerUrl();
    const lockId = boxLockId(randomId());
    const simulators = await simulatorsOn(url, [lockId]);
    const controller = await controllerOn(url);
    const seen = await observe(url);

    const before = Date.now();
    const result = await controller.unlock(lockId, { timeoutMs: 3000 });
    expect(result).toMatchObject({ lockId, state: 'UNLOCKED', relockAfterSeconds: RELOCK_SECONDS });
    expect(result.relockAt.getTime()).toBeGreaterThanOrEqual(before + RELOCK_SECONDS * 1000 - 50);
    expect(result.relockAt.getTime()).toBeLessThanOrEqual(Date.now() + RELOCK_SECONDS * 1000 + 50);
    expect(simulators.state(lockId)).toMatchObject({ state: 'UNLOCKED', relockAt: expect.any(Date) });

    expect(await waitFor(() => simulators.state(lockId)?.state === 'LOCKED', 3000)).toBe(true);
    expect(simulators.state(lockId)?.relockAt).toBeNull();
    expect(await waitFor(() => seen.some((s) => s.topic.includes(lockId) && s.message?.state === 'LOCKED'), 2000)).toBe(
      true,
    );
    const ofLock = seen.filter((s) => s.topic === `selfstorage/locks/${lockId}/state`).map((s) => s.message?.state);
    expect(ofLock).toEqual(['UNLOCKED', 'LOCKED']);
  });

  it('gives two server instances on one broker each the answer to its own unlock', async () => {
    const url = await brokerUrl();
    const warehouseId = randomId();
    const [box, entrance] = [boxLockId(randomId()), entranceLockId(warehouseId)];
    await simulatorsOn(url, [box, entrance]);
    const [first, second] = await Promise.all([controllerOn(url), controllerOn(url)]);

    const [a, b] = await Promise.all([first.unlock(box), second.unlock(entrance)]);
    expect(a).toMatchObject({ lockId: box, state: 'UNLOCKED' });
    expect(b).toMatchObject({ lockId: entrance, state: 'UNLOCKED' });
    // Both again, several at once from each instance: every answer reaches the one that asked.
    const again = await Promise.all([
      first.unlock(entrance),
      second.unlock(box),
      first.unlock(box),
      second.unlock(entrance),
    ]);
    expect(again.map((r) => r.lockId)).toEqual([entrance, box, box, entrance]);
  });

  it('times out when the controller stays silent, and nothing reports the lock unlocked', async () => {
    const url = await brokerUrl();
    const lockId = boxLockId(randomId());
    const simulators = await simulatorsOn(url, [lockId]);
    simulators.behave(lockId, 'silent');
    const controller = await controllerOn(url);
    const seen = await observe(url);

    const started = Date.now();
    const error = await controller.unlock(lockId, { timeoutMs: 400 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LockTimeoutError);
    expect(error).toMatchObject({ lockId, timeoutMs: 400 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    await new Promise((r) => setTimeout(r, 300));
    expect(simulators.state(lockId)).toMatchObject({ state: 'LOCKED', relockAt: null });
    expect(seen.filter((s) => s.topic.includes(lockId))).toEqual([]);

    // Answering again, the same lock opens.
    simulators.behave(lockId, 'answer');
    await expect(controller.unlock(lockId)).resolves.toMatchObject({ lockId, state: 'UNLOCKED' });
  });

  it('rejects with LockRefusedError when the controller answers that it stays locked', async () => {
    const url = await brokerUrl();
    const lockId = entranceLockId(randomId());
    const simulators = await simulatorsOn(url, [lockId]);
    simulators.behave(lockId, 'refuse');
    const controller = await controllerOn(url);
    await expect(controller.unlock(lockId)).rejects.toBeInstanceOf(LockRefusedError);
    expect(simulators.state(lockId)?.state).toBe('LOCKED');
  });

  it('refuses an id that names no lock, without publishing', async () => {
    const url = await brokerUrl();
    const controller = await controllerOn(url);
    await expect(controller.unlock('box:1/+' as LockId)).rejects.toThrow('Not a lock id');
  });
});
