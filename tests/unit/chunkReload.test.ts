import { describe, expect, it, vi } from 'vitest';
import { importWithReload, reloadOnceForChunkError } from '@shared/chunks/chunkReload';
import { memoryStore } from '@shared/storage/safeStorage';
import { migrateStorage } from '@shared/storage/schemaVersion';

describe('chunk-load failure', () => {
  it('reloads once, then not again within the guard time', () => {
    const store = memoryStore();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(store, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForChunkError(store, reload, 1_003_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deployment', () => {
    const store = memoryStore();
    const reload = vi.fn();
    reloadOnceForChunkError(store, reload, 1_000_000);
    expect(reloadOnceForChunkError(store, reload, 2_000_000)).toBe(true);
  });

  it('a failed import reloads instead of failing; the second failure is thrown', async () => {
    const store = memoryStore();
    const reload = vi.fn();
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const pending = importWithReload(failing, store, reload)();
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    void pending;
    await expect(importWithReload(failing, store, reload)()).rejects.toThrow(/dynamically imported/);
  });
});

describe('local-storage schema version 1.0', () => {
  it('keeps values on first visit and on the same version', () => {
    const store = memoryStore({ 'auth/token': 't' });
    migrateStorage(store);
    expect(store.get('auth/token')).toBe('t');
    expect(store.get('storage.version')).toBe('1.0');
  });

  it('drops values written by another version', () => {
    const store = memoryStore({ 'storage.version': '0.9', 'auth/token': 't', order: '{}', 'uss.id': 'Ab3dE9' });
    migrateStorage(store);
    expect(store.get('auth/token')).toBeNull();
    expect(store.get('order')).toBeNull();
    expect(store.get('uss.id')).toBe('Ab3dE9');
  });
});
