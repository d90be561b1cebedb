import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call as apiCall, registerConfirmed, signIn } from '../testing/accounts';
import {
  callsOnlyInDocument,
  contractCalls,
  describeReport,
  pagesOutsideContract,
  runFuzz,
  type Send,
} from '../testing/fuzz';
import { startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { rentABox, signedInClient } from '../testing/rentals';
import { staffSessionToken } from '../testing/staff';

/**
 * A fixed slice of `npm run fuzz`: the same generated malformed requests over every call, a few
 * per call and always the same ones (fixed seed), through app.inject. No answer may be a 5xx or a
 * failure outside the error envelope.
 */
let t: OrderTestApp;
let token: string;
let email: string;
let ids: number[];
let staffToken: string;
beforeAll(async () => {
  t = await startOrderTestApp();
  // A client with a paid contract: the calls about contracts, rents and locks get past "not found" too.
  const client = await signedInClient(t);
  ({ email, token } = client);
  const { contract, warehouseId } = await rentABox(t, client);
  ids = [contract.id, contract.boxId, warehouseId];
  // An admin of the console: its calls are fuzzed past the guard too.
  staffToken = await staffSessionToken(t.ctx, 'ADMIN');
});
afterAll(() => t.close());

let requestNumber = 0;
const send: Send = async (request) => {
  // Each request from its own address, so the per-address limits do not answer most of them 429.
  requestNumber += 1;
  const res = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    remoteAddress: `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`,
    ...(request.body !== undefined ? { payload: request.body } : {}),
  });
  return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
};

describe('generated malformed requests', () => {
  it('never answer 5xx nor outside the error envelope', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const known = contractCalls();
    const calls = [...known, ...callsOnlyInDocument(document, known), ...pagesOutsideContract];
    const report = await runFuzz({
      calls,
      seed: 20_251_125,
      perCall: Number(process.env.FUZZ_PER_CALL ?? 6),
      send,
      setup: {
        token: () => token,
        ids: () => ids,
        staffToken: () => staffToken,
        // A fuzzed sign-out ends the admin's session: a new one.
        renewStaff: async () => {
          if ((await apiCall(t, 'GET', '/api/admin/me', undefined, staffToken)).status === 200) return;
          staffToken = await staffSessionToken(t.ctx, 'ADMIN');
        },
        // A fuzzed logout or account removal ends the session: sign in again, or as a new client.
        renew: async () => {
          if ((await apiCall(t, 'GET', '/api/client/client-user/current', undefined, token)).status === 200) return;
          try {
            token = (await signIn(t, email)).token;
          } catch {
            const user = await registerConfirmed(t);
            email = user.email;
            token = (await signIn(t, email)).token;
          }
        },
      },
    });
    if (process.env.FUZZ_PER_CALL) console.log(describeReport(report));
    expect(report.sent).toBeGreaterThanOrEqual(calls.length * 5);
    expect(report.failures, describeReport(report)).toEqual([]);
  });
});
