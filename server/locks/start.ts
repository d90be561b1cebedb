import type { Env } from '../config/env';
import type { Db } from '../db/client';
import type { LockController } from './controller';
import { startEmbeddedBroker } from './embeddedBroker';
import { connectMqttLockController } from './mqttController';
import { v2LocksOf } from './seededLocks';
import { startLockSimulators, type LockSimulators } from './simulator';

export interface RunningLocks {
  controller: LockController;
  /** The simulated controllers of the embedded broker; none with an external broker. */
  simulators?: LockSimulators;
  /** Where the controller connected (the embedded broker's URL, or LOCK_MQTT_URL). */
  brokerUrl: string;
  close(): Promise<void>;
}

/** The embedded broker's port: LOCK_MQTT_PORT, else 18830, else a free one under NODE_ENV=test. */
export const embeddedBrokerPort = (env: Env): number => env.LOCK_MQTT_PORT ?? (env.NODE_ENV === 'test' ? 0 : 18830);

/**
 * Starts the lock layer. With LOCK_MQTT_URL the controller talks to that broker and the real lock
 * controllers; without it an embedded broker on 127.0.0.1 and a simulated controller for every V2
 * lock in the database (read once, now) stand in for them.
 */
export async function startLocks({ db, env }: { db: Db; env: Env }): Promise<RunningLocks> {
  if (env.LOCK_MQTT_URL) {
    const controller = await connectMqttLockController({
      url: env.LOCK_MQTT_URL,
      ackTimeoutMs: env.LOCK_ACK_TIMEOUT_MS,
    });
    return { controller, brokerUrl: env.LOCK_MQTT_URL, close: () => controller.close() };
  }
  const broker = await startEmbeddedBroker({ port: embeddedBrokerPort(env) });
  try {
    const simulators = await startLockSimulators({
      url: broker.url,
      locks: await v2LocksOf(db),
      relockSeconds: env.LOCK_RELOCK_SECONDS,
      anyLock: true,
    });
    const controller = await connectMqttLockController({ url: broker.url, ackTimeoutMs: env.LOCK_ACK_TIMEOUT_MS });
    return {
      controller,
      simulators,
      brokerUrl: broker.url,
      close: async () => {
        await controller.close();
        await simulators.close();
        await broker.close();
      },
    };
  } catch (err) {
    await broker.close();
    throw err;
  }
}
