import { initClient } from '@ts-rest/core';
import { customerContract } from '@contract/index';
import { clientArgs } from './clientArgs';

/**
 * The calls the shell itself makes (versions, error reports, current user) — the same routes as
 * `api.meta` and `api.auth`, without pulling every other route's schemas into the first page.
 */
export const shellApi = initClient({ meta: customerContract.meta, auth: customerContract.auth }, clientArgs);

export type ShellApi = typeof shellApi;
