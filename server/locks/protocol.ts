import { isLockId, type LockId } from './controller';

/**
 * The MQTT protocol between the server and the lock controllers. The server publishes
 * `{ command: 'unlock', requestId }` on a lock's command topic; the controller answers on the lock's
 * state topic with `{ requestId, state: 'UNLOCKED', relockAfterSeconds, at }`, or
 * `{ requestId, state: 'LOCKED', reason, at }` when it refuses, and publishes `{ state: 'LOCKED', at }`
 * (no requestId) when it locks again by itself. Every message is QoS 1.
 */
export const TOPIC_ROOT = 'selfstorage/locks';
export const commandTopic = (lockId: LockId) => `${TOPIC_ROOT}/${lockId}/command`;
export const stateTopic = (lockId: LockId) => `${TOPIC_ROOT}/${lockId}/state`;
export const allCommandTopics = `${TOPIC_ROOT}/+/command`;
export const allStateTopics = `${TOPIC_ROOT}/+/state`;

export interface UnlockCommand {
  command: 'unlock';
  requestId: string;
}

export interface StateMessage {
  requestId?: string;
  state: 'UNLOCKED' | 'LOCKED';
  relockAfterSeconds?: number;
  /** Why an unlock was refused. */
  reason?: string;
  /** ISO time at which the controller changed state. */
  at: string;
}

/** The lock id of a topic `selfstorage/locks/<lockId>/<kind>`, or null for anything else. */
export function lockIdOfTopic(topic: string, kind: 'command' | 'state'): LockId | null {
  const prefix = `${TOPIC_ROOT}/`;
  const suffix = `/${kind}`;
  if (!topic.startsWith(prefix) || !topic.endsWith(suffix)) return null;
  const id = topic.slice(prefix.length, -suffix.length);
  return isLockId(id) ? id : null;
}

const parse = (payload: Buffer): unknown => {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return null;
  }
};

export function parseUnlockCommand(payload: Buffer): UnlockCommand | null {
  const m = parse(payload) as Partial<UnlockCommand> | null;
  return m && m.command === 'unlock' && typeof m.requestId === 'string' && m.requestId
    ? { command: 'unlock', requestId: m.requestId }
    : null;
}

export function parseStateMessage(payload: Buffer): StateMessage | null {
  const m = parse(payload) as Partial<StateMessage> | null;
  if (!m || (m.state !== 'UNLOCKED' && m.state !== 'LOCKED') || typeof m.at !== 'string') return null;
  if (m.requestId !== undefined && typeof m.requestId !== 'string') return null;
  if (
    m.state === 'UNLOCKED' &&
    !(typeof m.relockAfterSeconds === 'number' && Number.isFinite(m.relockAfterSeconds) && m.relockAfterSeconds >= 0)
  )
    return null;
  return {
    requestId: m.requestId,
    state: m.state,
    relockAfterSeconds: m.relockAfterSeconds,
    reason: typeof m.reason === 'string' ? m.reason : undefined,
    at: m.at,
  };
}
