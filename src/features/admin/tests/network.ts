import { vi } from 'vitest';
import { adminMessages, adminVouchers } from '@machines/fixtures/promotions';
import { auditEntries, networkWarehouses, staffMe, staffMembers } from '@machines/fixtures/staff';
import {
  createFakeFetch,
  defaultShellRoutes,
  jsonResponse,
  type FakeRoutes,
  type RecordedRequest,
} from '@tests/support/fakeNetwork';

/** A console server for one test: a signed-in admin's answers, then `routes` on top. Returns the requests. */
export function fakeConsoleServer(routes: FakeRoutes = {}): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  // The page runs on the real clock: the session ends ten hours from now, as a fresh one does.
  const me = { ...staffMe, sessionExpiresAt: new Date(Date.now() + 10 * 3_600_000).toISOString() };
  vi.stubGlobal(
    'fetch',
    createFakeFetch(
      {
        ...defaultShellRoutes,
        'POST /api/admin/sign-in': { body: { challenge: 'challenge-1', expiresAt: '2026-11-20T09:05:00Z' } },
        'POST /api/admin/sign-in/code': { body: { token: 'staff-token', staff: me } },
        'GET /api/admin/me': { body: me },
        'POST /api/admin/sign-out': { body: { value: true } },
        'GET /api/admin/network': { body: { warehouses: networkWarehouses } },
        'GET /api/admin/staff': { body: { staff: staffMembers } },
        'GET /api/admin/vouchers': { body: { vouchers: adminVouchers } },
        'GET /api/admin/messages': { body: { messages: adminMessages } },
        'GET /api/admin/audit': { body: { entries: auditEntries, nextBefore: null } },
        'GET /api/admin/audit/export': () =>
          new Response('\uFEFFid,at\r\n12,2026-11-20T08:41:00.000Z\r\n', { headers: { 'content-type': 'text/csv' } }),
        ...routes,
      },
      recorded,
    ),
  );
  return recorded;
}

export const answer = jsonResponse;

export const callsTo = (recorded: RecordedRequest[], method: string, path: string) =>
  recorded.filter((r) => r.method === method && r.path.split('?')[0] === path);

export const bodyOfLast = (recorded: RecordedRequest[], method: string, path: string): unknown => {
  const body = callsTo(recorded, method, path).at(-1)?.body;
  return body ? JSON.parse(body) : undefined;
};

/** Signed in already: a staff token kept in this tab, which `GET /api/admin/me` answers. */
export const keepStaffToken = () => sessionStorage.setItem('admin.token', 'staff-token');
