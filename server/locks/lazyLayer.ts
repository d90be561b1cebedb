import type { LockController, LockId } from './controller';
import type { LockSimulators } from './simulator';
import type { RunningLocks } from './start';

/** The lock layer as the routes see it: a controller and, with the embedded broker, its simulated locks. */
export interface LockLayer {
  controller: LockController;
  /**
   * The simulated locks, once the layer runs; undefined with an external broker or before a lazy
   * start. A layer that is starting gives them when it has started.
   */
  simulators(): LockSimulators | undefined | Promise<LockSimulators | undefined>;
  close(): Promise<void>;
}

/** A lock layer already running (main.ts starts it before listening). */
export const runningLockLayer = (controller: LockController, simulators?: LockSimulators): LockLayer => ({
  controller,
  simulators: () => simulators,
  close: async () => {},
});

/**
 * A lock layer started on the first unlock: an app built without one (tests, tools) opens no broker
 * or connection unless something is opened. A failed start is tried again on the next unlock.
 */
export function lazyLockLayer(start: () => Promise<RunningLocks>): LockLayer {
  let running: Promise<RunningLocks> | null = null;
  let started: RunningLocks | undefined;
  let closed = false;
  const run = () => {
    running ??= start().then(
      (locks) => (started = locks),
      (err: unknown) => {
        running = null;
        throw err;
      },
    );
    return running;
  };
  return {
    controller: {
      unlock: async (lockId: LockId, options?: { timeoutMs?: number }) =>
        (await run()).controller.unlock(lockId, options),
      close: async () => {},
    },
    simulators: () => started?.simulators,
    close: async () => {
      if (closed) return;
      closed = true;
      if (running !== null) await (await running.catch(() => null))?.close();
    },
  };
}

/**
 * A lock layer that main.ts starts right after listening, so the first answers do not wait for the
 * broker and the simulated locks: an unlock (or the simulated-locks page) that comes earlier waits
 * for the start, and fails with it if the start fails. `start` is given the start once.
 */
export function startingLockLayer(): LockLayer & { start(starting: Promise<RunningLocks>): Promise<RunningLocks> } {
  let begun: Promise<RunningLocks> | null = null;
  let started: RunningLocks | undefined;
  let resolve!: (locks: RunningLocks) => void;
  let reject!: (err: unknown) => void;
  const ready = new Promise<RunningLocks>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  ready.catch(() => {}); // whoever calls start() sees the failure; waiting requests see it too
  return {
    start: (starting) => {
      begun ??= starting.then((locks) => (started = locks));
      begun.then(resolve, reject);
      return begun;
    },
    controller: {
      unlock: async (lockId: LockId, options?: { timeoutMs?: number }) =>
        (await ready).controller.unlock(lockId, options),
      close: async () => {},
    },
    simulators: () => started?.simulators ?? ready.then((locks) => locks.simulators),
    close: async () => {
      if (begun) await (await begun.catch(() => null))?.close();
    },
  };
}
