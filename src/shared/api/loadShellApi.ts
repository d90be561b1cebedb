import type { ShellApi } from './shellClient';

let loading: Promise<ShellApi> | null = null;

/**
 * The shell's API client, loaded on first use: ts-rest and the route schemas are not needed to
 * paint the page, so they arrive in their own chunk right after it.
 */
export function loadShellApi(): Promise<ShellApi> {
  loading ??= import('./shellClient').then((module) => module.shellApi);
  return loading;
}
