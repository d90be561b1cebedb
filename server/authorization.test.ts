import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/accounts';
import { PUBLIC_URL, startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { billNextPeriod, isoDay, rentABox, signedInClient, type Tenant } from '../testing/rentals';

/**
 * Object-level authorisation of every owner-scoped call of the customer area: a second user's token on
 * the first user's ids gets exactly the answer an unknown id gets (404, same body), and the owner 200.
 */
let t: OrderTestApp;
let owner: Tenant;
let stranger: Tenant;
let ids: { contract: number; rent: number; invoice: number; agreement: number };
const UNKNOWN = 2_000_000_000;

type Call = { name: string; method: 'GET' | 'POST'; url: (id: number) => string; id: () => number; body?: unknown };
const calls: Call[] = [
  { name: 'contract', method: 'GET', url: (id) => `/api/client/my/contracts/${id}`, id: () => ids.contract },
  { name: 'contract rents', method: 'GET', url: (id) => `/api/client/my/contracts/${id}/rents`, id: () => ids.contract },
  { name: 'invoice', method: 'GET', url: (id) => `/api/client/my/invoice-download/${id}`, id: () => ids.invoice },
  { name: 'agreement', method: 'GET', url: (id) => `/api/client/my/legal-agreement-download/${id}`, id: () => ids.agreement },
  { name: 'lock PIN', method: 'GET', url: (id) => `/api/client/contract/${id}/lock-access-pin`, id: () => ids.contract },
  { name: 'first possible date', method: 'GET', url: (id) => `/api/client/contract/${id}/cancellation/first-possible-date`, id: () => ids.contract },
  { name: 'was requested', method: 'GET', url: (id) => `/api/client/contract/${id}/cancelation/was-requested`, id: () => ids.contract },
  { name: 'rent payment status', method: 'GET', url: (id) => `/api/client/my/rents/${id}/payment-status`, id: () => ids.rent },
  { name: 'manual payment', method: 'POST', url: (id) => `/api/client/manual-payment/${id}`, id: () => ids.rent, body: { returnUrl: `${PUBLIC_URL}/my/rents` } },
  // Paying first: notice is refused while a rent is unpaid; eviction needs the notice.
  { name: 'termination request', method: 'POST', url: (id) => `/api/client/contract/${id}/cancellation/request`, id: () => ids.contract, body: { day: isoDay(30), note: null, reasons: ['UzNepotrebujem'] } },
  { name: 'eviction', method: 'POST', url: (id) => `/api/client/contract/${id}/cancelation/evict`, id: () => ids.contract },
];

beforeAll(async () => {
  t = await startOrderTestApp();
  owner = await signedInClient(t);
  stranger = await signedInClient(t);
  const { contract } = await rentABox(t, owner);
  await rentABox(t, stranger); // the stranger is a customer too, with ids of their own
  const rent = await billNextPeriod(t, contract.id);
  ids = { contract: contract.id, rent: rent.rentId, invoice: rent.invoiceId, agreement: contract.agreementDocumentId! };
});
afterAll(() => t.close());

describe("another user's ids", () => {
  it.each(calls.map((c) => [c.name, c] as const))('%s: answered like an unknown id, while the owner gets 200', async (_name, c) => {
    const theirs = await call(t, c.method, c.url(c.id()), c.body, stranger.token);
    const unknown = await call(t, c.method, c.url(UNKNOWN), c.body, stranger.token);
    expect(unknown.status).toBe(404);
    expect({ status: theirs.status, body: theirs.body }).toEqual({ status: unknown.status, body: unknown.body });
    if (c.name === 'termination request') {
      // The rent billed above must be paid before notice; the sandbox pays the payment the owner started.
      const { url } = (await call(t, 'POST', `/api/client/manual-payment/${ids.rent}`, { returnUrl: `${PUBLIC_URL}/my/rents` }, owner.token)).body;
      await t.app.inject({ method: 'POST', url: new URL(url).pathname, payload: 'outcome=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    }
    // PDFs are not JSON: the owner's answer is checked by its status only.
    const own = await t.app.inject({ method: c.method, url: c.url(c.id()), ...(c.body ? { payload: c.body as object } : {}), headers: { authorization: `Bearer ${owner.token}` } });
    expect(own.statusCode, own.body.slice(0, 200)).toBe(200);
  });

  it('leaves the owner\'s contract as the owner made it: nothing the stranger sent changed it', async () => {
    const detail = (await call(t, 'GET', `/api/client/my/contracts/${ids.contract}`, undefined, owner.token)).body;
    expect(detail).toMatchObject({ status: 'EVICTED', hasUnsolvedCancellationRequest: true });
    const strangers = (await call(t, 'GET', '/api/client/my/contracts', undefined, stranger.token)).body;
    expect(strangers.map((c: { id: number }) => c.id)).not.toContain(ids.contract);
    expect(strangers.every((c: { status: string }) => c.status === 'ACTIVE')).toBe(true);
  });
});
