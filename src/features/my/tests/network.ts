import { vi } from 'vitest';
import type { RentalContract } from '@contract/entities';
import type { ApiError } from '@contract/errors';
import { accountRoutes, apiError } from '@machines/fixtures/account';
import { contractDetail, dayAfterEviction, myAreaRoutes } from '@machines/fixtures/my';
import {
  createFakeFetch,
  defaultShellRoutes,
  jsonResponse,
  type FakeRoutes,
  type RecordedRequest,
} from '@tests/support/fakeNetwork';

/**
 * Fakes a healthy server for one test of My area: the shell's, the account's and My area's calls,
 * then `routes` on top. Returns the requests as they are sent.
 */
export function fakeServer(routes: FakeRoutes = {}): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    createFakeFetch({ ...defaultShellRoutes, ...accountRoutes(), ...myAreaRoutes(), ...routes }, recorded),
  );
  return recorded;
}

/** The requests sent to `method path` (the path without its query). */
export const callsTo = (recorded: RecordedRequest[], method: string, path: string): RecordedRequest[] =>
  recorded.filter((r) => r.method === method && r.path.split('?')[0] === path);

/** The JSON body of the last request to `method path`. */
export function lastBody(recorded: RecordedRequest[], method: string, path: string): unknown {
  const body = callsTo(recorded, method, path).at(-1)?.body;
  return body ? JSON.parse(body) : undefined;
}

/** A call of the healthy server (`method path`) that fails once with `status` and `code`, then answers as usual. */
export function failingOnce(route: string, status: number, code: ApiError['code']): FakeRoutes {
  const healthy = myAreaRoutes()[route];
  let failed = false;
  return {
    [route]: (request) => {
      if (!failed) {
        failed = true;
        return jsonResponse(apiError(status, code).body, status);
      }
      if (typeof healthy === 'function') return healthy(request);
      return jsonResponse(healthy?.body ?? {}, healthy?.status ?? 200);
    },
  };
}

/**
 * The server's side of confirming `contract`'s box empty: the evict call records it, and the
 * contract read after it is EVICTED with its last day moved to `movedTo`. By default that is where
 * the server moves it: tomorrow (`dayAfterEviction`) when the notice's last day is later.
 */
export function evictionRoutes(
  contract: RentalContract,
  movedTo = contract.terminationAt && contract.terminationAt < dayAfterEviction
    ? contract.terminationAt
    : dayAfterEviction,
): FakeRoutes {
  let confirmed = false;
  const evicted: RentalContract = {
    ...contract,
    status: 'EVICTED',
    terminationAt: movedTo,
    evictionConfirmedAt: '2026-11-29T15:00:00.000Z',
  };
  return {
    [`GET /api/client/my/contracts/${contract.id}`]: () => jsonResponse(contractDetail(confirmed ? evicted : contract)),
    [`POST /api/client/contract/${contract.id}/cancelation/evict`]: () => {
      confirmed = true;
      return jsonResponse({ value: true });
    },
  };
}
