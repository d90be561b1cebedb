import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import {
  InvalidLockIdError,
  isLockId,
  LockControllerClosedError,
  LockRefusedError,
  LockTimeoutError,
  type LockController,
  type LockId,
  type UnlockResult,
} from './controller';
import { allStateTopics, commandTopic, lockIdOfTopic, parseStateMessage, type UnlockCommand } from './protocol';

export interface MqttLockControllerOptions {
  /** mqtt:// or mqtts:// URL of the broker, credentials included when it needs them. */
  url: string;
  /** How long an unlock waits for its acknowledgement unless the call says otherwise. */
  ackTimeoutMs: number;
}

interface Pending {
  lockId: LockId;
  resolve: (result: UnlockResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * The MQTT adapter: publishes an unlock command on the lock's command topic and waits for the
 * acknowledgement with the same requestId on its state topic. Several server instances may share a
 * broker: each one's requestIds are its own random UUIDs, and answers to other requests are ignored.
 */
export async function connectMqttLockController({
  url,
  ackTimeoutMs,
}: MqttLockControllerOptions): Promise<LockController> {
  // Loaded here, not with the server's code: the locks start after the server listens.
  const { default: mqtt } = await import('mqtt');
  const client: MqttClient = await mqtt.connectAsync(url, {
    clientId: `selfstorage-server-${randomUUID()}`,
    clean: true,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
  });
  const pending = new Map<string, Pending>();
  let closed = false;

  client.on('message', (topic, payload) => {
    const lockId = lockIdOfTopic(topic, 'state');
    const message = lockId ? parseStateMessage(payload) : null;
    if (!lockId || !message?.requestId) return;
    const waiting = pending.get(message.requestId);
    if (!waiting || waiting.lockId !== lockId) return;
    pending.delete(message.requestId);
    clearTimeout(waiting.timer);
    if (message.state === 'UNLOCKED') {
      const relockAfterSeconds = message.relockAfterSeconds ?? 0;
      const at = Date.parse(message.at);
      const from = Number.isNaN(at) ? Date.now() : at;
      waiting.resolve({
        lockId,
        state: 'UNLOCKED',
        relockAt: new Date(from + relockAfterSeconds * 1000),
        relockAfterSeconds,
      });
    } else {
      waiting.reject(new LockRefusedError(lockId, message.reason ?? 'stays locked'));
    }
  });
  // One subscription for every lock's acknowledgements, made before the first command goes out;
  // the client subscribes again after a reconnect.
  await client.subscribeAsync(allStateTopics, { qos: 1 });

  return {
    unlock(lockId, { timeoutMs = ackTimeoutMs } = {}) {
      if (!isLockId(lockId)) return Promise.reject(new InvalidLockIdError(lockId));
      if (closed) return Promise.reject(new LockControllerClosedError());
      const requestId = randomUUID();
      return new Promise<UnlockResult>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(requestId);
          reject(new LockTimeoutError(lockId, timeoutMs));
        }, timeoutMs);
        pending.set(requestId, { lockId, resolve, reject, timer });
        const command: UnlockCommand = { command: 'unlock', requestId };
        client.publish(commandTopic(lockId), JSON.stringify(command), { qos: 1 }, (err) => {
          // A publish that fails outright ends the wait now; otherwise the acknowledgement decides.
          if (err && pending.delete(requestId)) {
            clearTimeout(timer);
            reject(err);
          }
        });
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const [requestId, waiting] of pending) {
        clearTimeout(waiting.timer);
        pending.delete(requestId);
        waiting.reject(new LockControllerClosedError());
      }
      await client.endAsync();
    },
  };
}
