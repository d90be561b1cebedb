import { randomUUID } from 'node:crypto';
import type { LockId } from './controller';
import {
  allCommandTopics,
  commandTopic,
  lockIdOfTopic,
  parseUnlockCommand,
  stateTopic,
  type StateMessage,
} from './protocol';

export interface SimulatedLockSpec {
  lockId: LockId;
  /** What the lock opens, for the development page (warehouse and box names). */
  label: string;
}

/** How a simulated controller answers: normally, not at all (to test timeouts), or with a refusal. */
export type SimulatedBehaviour = 'answer' | 'silent' | 'refuse';

export interface SimulatedLockState {
  lockId: LockId;
  label: string;
  state: 'LOCKED' | 'UNLOCKED';
  /** While unlocked: when it locks again by itself. */
  relockAt: Date | null;
  behaviour: SimulatedBehaviour;
}

export interface LockSimulators {
  /** Every simulated lock with its current state, in the order they were given. */
  states(): SimulatedLockState[];
  state(lockId: LockId): SimulatedLockState | undefined;
  behave(lockId: LockId, behaviour: SimulatedBehaviour): void;
  close(): Promise<void>;
}

interface Simulated {
  spec: SimulatedLockSpec;
  state: 'LOCKED' | 'UNLOCKED';
  relockAt: Date | null;
  behaviour: SimulatedBehaviour;
  timer: NodeJS.Timeout | null;
}

/**
 * Simulated lock controllers for development and tests, speaking the protocol of `protocol.ts`
 * through one MQTT connection: each lock listens on its own command topic, unlocks, acknowledges
 * UNLOCKED with its relock time and publishes LOCKED by itself `relockSeconds` later. An unlock of an
 * open lock starts its relock time again.
 */
export async function startLockSimulators({
  url,
  locks,
  relockSeconds,
  anyLock = false,
}: {
  url: string;
  locks: SimulatedLockSpec[];
  relockSeconds: number;
  /**
   * Also simulate every lock commanded later (boxes and warehouses added since the start). Only on a
   * broker of our own: on a shared broker it would answer for other controllers' locks.
   */
  anyLock?: boolean;
}): Promise<LockSimulators> {
  const simulated = new Map<LockId, Simulated>(
    locks.map((spec) => [spec.lockId, { spec, state: 'LOCKED', relockAt: null, behaviour: 'answer', timer: null }]),
  );
  const { default: mqtt } = await import('mqtt'); // loaded when the locks start, after listening
  const client = await mqtt.connectAsync(url, {
    clientId: `selfstorage-lock-simulator-${randomUUID()}`,
    clean: true,
    reconnectPeriod: 1000,
  });
  /** A lock not known at the start (added since) is simulated from its first command on. */
  const simulatedLock = (lockId: LockId): Simulated => {
    let lock = simulated.get(lockId);
    if (!lock) {
      lock = { spec: { lockId, label: lockId }, state: 'LOCKED', relockAt: null, behaviour: 'answer', timer: null };
      simulated.set(lockId, lock);
    }
    return lock;
  };
  const publish = (lockId: LockId, message: StateMessage) =>
    client.publish(stateTopic(lockId), JSON.stringify(message), { qos: 1 });

  client.on('message', (topic, payload) => {
    const lockId = lockIdOfTopic(topic, 'command');
    const lock = lockId && (anyLock || simulated.has(lockId)) ? simulatedLock(lockId) : undefined;
    const command = lock ? parseUnlockCommand(payload) : null;
    if (!lockId || !lock || !command || lock.behaviour === 'silent') return;
    const now = new Date();
    if (lock.behaviour === 'refuse') {
      publish(lockId, {
        requestId: command.requestId,
        state: 'LOCKED',
        reason: 'refused by the simulated controller',
        at: now.toISOString(),
      });
      return;
    }
    if (lock.timer) clearTimeout(lock.timer);
    lock.state = 'UNLOCKED';
    lock.relockAt = new Date(now.getTime() + relockSeconds * 1000);
    lock.timer = setTimeout(() => {
      lock.state = 'LOCKED';
      lock.relockAt = null;
      lock.timer = null;
      publish(lockId, { state: 'LOCKED', at: new Date().toISOString() });
    }, relockSeconds * 1000);
    publish(lockId, {
      requestId: command.requestId,
      state: 'UNLOCKED',
      relockAfterSeconds: relockSeconds,
      at: now.toISOString(),
    });
  });
  if (anyLock) {
    // One wildcard subscription: a box or warehouse added after the start is simulated as well.
    await client.subscribeAsync(allCommandTopics, { qos: 1 });
  } else {
    const topics = locks.map((l) => commandTopic(l.lockId));
    for (let i = 0; i < topics.length; i += 200) await client.subscribeAsync(topics.slice(i, i + 200), { qos: 1 });
  }

  const view = (lock: Simulated): SimulatedLockState => ({
    lockId: lock.spec.lockId,
    label: lock.spec.label,
    state: lock.state,
    relockAt: lock.relockAt,
    behaviour: lock.behaviour,
  });
  return {
    states: () => [...simulated.values()].map(view),
    state: (lockId) => {
      const lock = simulated.get(lockId);
      return lock && view(lock);
    },
    behave: (lockId, behaviour) => {
      simulatedLock(lockId).behaviour = behaviour;
    },
    close: async () => {
      for (const lock of simulated.values()) if (lock.timer) clearTimeout(lock.timer);
      await client.endAsync();
    },
  };
}
