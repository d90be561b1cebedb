import { vi } from 'vitest';
import { accountRoutes } from '@machines/fixtures/account';
import { createFakeFetch, defaultShellRoutes, type FakeRoutes, type RecordedRequest } from '@tests/support/fakeNetwork';

/** Fakes the server for one test: the shell's and the account routes, then `routes` on top. Returns the recorded requests. */
export function fakeServer(routes: FakeRoutes = {}): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  vi.stubGlobal('fetch', createFakeFetch({ ...defaultShellRoutes, ...accountRoutes(), ...routes }, recorded));
  return recorded;
}

/** The JSON body of the last request to `method path`. */
export function lastBody(recorded: RecordedRequest[], method: string, path: string): unknown {
  const request = recorded.filter((r) => r.method === method && r.path.split('?')[0] === path).at(-1);
  return request?.body ? JSON.parse(request.body) : undefined;
}
