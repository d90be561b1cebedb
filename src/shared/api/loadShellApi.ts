import type { ShellApi } from './shellClient';

let loading: Promise<ShellApi> | null = null;

/**
 * The shell's API client, loaded on first use: ts-rest and the route schemas are not needed to
 * paint the page, so they arrive in their own chunk right after it.
 */
export function loadShellApi(): Promise<ShellApi> {
  // A failed load (offline, a deploy in between) is forgotten, so the next call tries again
  // instead of every later call failing with the same cached rejection.
  loading ??= import('./shellClient').then(
    (module) => module.shellApi,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
