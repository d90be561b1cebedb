import { describe, expect, it, vi } from 'vitest';
import type { UnlockResult } from './controller';
import { startingLockLayer } from './lazyLayer';
import type { LockSimulators } from './simulator';
import type { RunningLocks } from './start';

const runningLocks = () => {
  const simulators = {
    states: () => [],
    state: () => undefined,
    behave: () => {},
    close: async () => {},
  } satisfies LockSimulators;
  const unlock = vi.fn(async () => ({}) as UnlockResult);
  const close = vi.fn(async () => {});
  return {
    locks: {
      controller: { unlock, close: async () => {} },
      simulators,
      brokerUrl: 'mqtt://127.0.0.1:1',
      close,
    } satisfies RunningLocks,
    unlock,
    close,
  };
};

// main.ts starts the locks after listening: what comes before the start waits for it.
describe('startingLockLayer', () => {
  it('lets an unlock and the simulated locks wait for the start', async () => {
    const layer = startingLockLayer();
    const { locks, unlock } = runningLocks();
    const unlocking = layer.controller.unlock('box:1');
    const simulators = layer.simulators();
    await layer.start(Promise.resolve(locks));
    await unlocking;
    expect(unlock).toHaveBeenCalledWith('box:1', undefined);
    expect(await simulators).toBe(locks.simulators);
    expect(layer.simulators()).toBe(locks.simulators);
  });

  it('closes what it started, and closes at once when nothing was started', async () => {
    await startingLockLayer().close();
    const layer = startingLockLayer();
    const { locks, close } = runningLocks();
    await layer.start(Promise.resolve(locks));
    await layer.close();
    expect(close).toHaveBeenCalledOnce();
  });

  it('passes a failed start on to the waiting unlocks', async () => {
    const layer = startingLockLayer();
    const unlocking = layer.controller.unlock('box:1');
    await expect(layer.start(Promise.reject(new Error('no broker')))).rejects.toThrow('no broker');
    await expect(unlocking).rejects.toThrow('no broker');
    await layer.close();
  });
});
