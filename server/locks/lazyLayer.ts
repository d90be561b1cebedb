import type { LockController, LockId } from './controller';
import type { LockSimulators } from './simulator';
import type { RunningLocks } from './start';

/** The lock layer as the routes see it: a controller and, with the embedded broker, its simulated locks. */
export interface LockLayer {
  controller: LockController;
  /** The simulated locks, once the layer runs; undefined with an external broker or before the start. */
  simulators(): LockSimulators | undefined;
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
      unlock: async (lockId: LockId, options?: { timeoutMs?: number }) => (await run()).controller.unlock(lockId, options),
      close: async () => {},
    },
    simulators: () => started?.simulators,
    close: async () => {
      if (closed) return;
      closed = true;
      if (running) await (await running.catch(() => null))?.close();
    },
  };
}
