import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '@contract/index';
import { unlockToken } from './db/schema';
import { call } from './testing/accounts';
import { PUBLIC_URL, startOrderTestApp, type OrderTestApp } from './testing/orders';
import { billNextPeriod, isoDay, rentABox, signedInClient, type Tenant } from './testing/rentals';

/**
 * Object-level authorisation of every owner-scoped call: a second user's token on the first user's ids
 * gets exactly the answer an unknown id gets (404, same body), and the owner gets the call's success.
 * The list of owner-scoped calls is derived from the contract (every signed-in call with an id in its
 * path or an `…Id` field in its body), so a call added without a case here fails the first test.
 */
let t: OrderTestApp;
let owner: Tenant;
let stranger: Tenant;
let friend: Tenant;
let ids: {
  contract: number;
  rent: number;
  invoice: number;
  agreement: number;
  box: number;
  warehouse: number;
  grant: number;
};
const UNKNOWN = 2_000_000_000;
const AT_THE_DOOR = { lat: 48.15, lng: 17.11, accuracy: 10 };
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `route` names the contract call; `ownStatus` is what the owner gets (null: none checked, with the reason in `why`). */
type Call = {
  route: string;
  name: string;
  method: Method;
  url: (id: number) => string;
  id: () => number;
  body?: (id: number) => unknown;
  ownStatus?: number | null;
  why?: string;
};
const calls: Call[] = [
  {
    route: 'my.contract',
    name: 'contract',
    method: 'GET',
    url: (id) => `/api/client/my/contracts/${id}`,
    id: () => ids.contract,
  },
  {
    route: 'my.contractRents',
    name: 'contract rents',
    method: 'GET',
    url: (id) => `/api/client/my/contracts/${id}/rents`,
    id: () => ids.contract,
  },
  {
    route: 'my.downloadInvoice',
    name: 'invoice',
    method: 'GET',
    url: (id) => `/api/client/my/invoice-download/${id}`,
    id: () => ids.invoice,
  },
  {
    route: 'my.downloadLegalAgreement',
    name: 'agreement',
    method: 'GET',
    url: (id) => `/api/client/my/legal-agreement-download/${id}`,
    id: () => ids.agreement,
  },
  {
    route: 'rentalContract.lockAccessPin',
    name: 'lock PIN',
    method: 'GET',
    url: (id) => `/api/client/contract/${id}/lock-access-pin`,
    id: () => ids.contract,
  },
  {
    route: 'rentalContract.firstPossibleCancellationDate',
    name: 'first possible date',
    method: 'GET',
    url: (id) => `/api/client/contract/${id}/cancellation/first-possible-date`,
    id: () => ids.contract,
  },
  {
    route: 'rentalContract.cancellationWasRequested',
    name: 'was requested',
    method: 'GET',
    url: (id) => `/api/client/contract/${id}/cancelation/was-requested`,
    id: () => ids.contract,
  },
  {
    route: 'my.rentPaymentStatus',
    name: 'rent payment status',
    method: 'GET',
    url: (id) => `/api/client/my/rents/${id}/payment-status`,
    id: () => ids.rent,
  },
  {
    route: 'my.manualPayment',
    name: 'manual payment',
    method: 'POST',
    url: (id) => `/api/client/manual-payment/${id}`,
    id: () => ids.rent,
    body: () => ({ returnUrl: `${PUBLIC_URL}/my/rents` }),
  },
  {
    route: 'lock.unlockBox',
    name: 'box unlock',
    method: 'POST',
    url: (id) => `/api/client/lock-v2/box-unlock/${id}`,
    id: () => ids.box,
    body: () => AT_THE_DOOR,
  },
  {
    route: 'lock.unlockWarehouse',
    name: 'entrance unlock',
    method: 'POST',
    url: (id) => `/api/client/lock-v2/warehouse-unlock/${id}`,
    id: () => ids.warehouse,
    body: () => AT_THE_DOOR,
  },
  {
    route: 'lock.unlockWarehouseBackup',
    name: 'backup entrance unlock',
    method: 'POST',
    url: (id) => `/api/client/lock-v2/warehouse-unlock-backup/${id}`,
    id: () => ids.warehouse,
    body: () => AT_THE_DOOR,
  },
  {
    route: 'lock.accessLog',
    name: 'access log',
    method: 'GET',
    url: (id) => `/api/client/lock-v2/access-log/${id}`,
    id: () => ids.box,
  },
  {
    route: 'unlockToken.generate',
    name: 'unlock token grant',
    method: 'POST',
    url: () => '/api/common/unlock-token/generate-unlock-token',
    id: () => ids.contract,
    body: (id) => ({
      contractId: id,
      email: 'mover@example.com',
      validFrom: new Date().toISOString(),
      validTo: inAWeek(),
    }),
    ownStatus: 201,
  },
  {
    route: 'unlockToken.revoke',
    name: 'unlock token revoke',
    method: 'DELETE',
    url: (id) => `/api/common/unlock-token/${id}`,
    id: () => ids.grant,
  },
  {
    route: 'my.cameraCapture',
    name: 'camera capture',
    method: 'POST',
    url: () => '/api/client/camera/capture',
    id: () => ids.contract,
    body: (id) => ({ contractId: id }),
  },
  // Shared with a third registered user; the removal after it ends that share again.
  {
    route: 'my.addBoxSharing',
    name: 'add box sharing',
    method: 'POST',
    url: () => '/api/client/my/add-box-sharing',
    id: () => ids.contract,
    body: (id) => ({ contractId: id, email: friend.email }),
  },
  {
    route: 'my.removeBoxSharing',
    name: 'remove box sharing',
    method: 'POST',
    url: () => '/api/client/my/remove-box-sharing',
    id: () => ids.contract,
    body: (id) => ({ contractId: id, email: friend.email }),
  },
  // Paying first: notice is refused while a rent is unpaid; eviction needs the notice.
  {
    route: 'rentalContract.requestCancellation',
    name: 'termination request',
    method: 'POST',
    url: (id) => `/api/client/contract/${id}/cancellation/request`,
    id: () => ids.contract,
    // The owner has paid beyond that day and says they accept that the rest is not refunded.
    body: () => ({ day: isoDay(30), note: null, reasons: ['UzNepotrebujem'], acknowledgeForfeit: true }),
  },
  {
    route: 'rentalContract.evict',
    name: 'eviction',
    method: 'POST',
    url: (id) => `/api/client/contract/${id}/cancelation/evict`,
    id: () => ids.contract,
  },
];

beforeAll(async () => {
  t = await startOrderTestApp();
  owner = await signedInClient(t);
  stranger = await signedInClient(t);
  friend = await signedInClient(t);
  const { contract, warehouseId } = await rentABox(t, owner);
  await rentABox(t, stranger); // the stranger is a customer too, with ids of their own
  const rent = await billNextPeriod(t, contract.id);
  const [grant] = await t.database.db
    .insert(unlockToken)
    .values({
      tokenHash: createHash('sha256').update(randomUUID()).digest('hex'),
      email: 'mover@example.com',
      grantedBy: owner.id,
      contractId: contract.id,
      warehouseId,
      language: 'SK',
      validFrom: new Date(),
      validTo: new Date(inAWeek()),
    })
    .returning({ id: unlockToken.id });
  ids = {
    contract: contract.id,
    rent: rent.rentId,
    invoice: rent.invoiceId,
    agreement: contract.agreementDocumentId!,
    box: contract.boxId,
    warehouse: warehouseId,
    grant: grant.id,
  };
});
afterAll(() => t.close());

const send = (c: Call, id: number, token: string) =>
  t.app.inject({
    method: c.method,
    url: c.url(id),
    ...(c.body ? { payload: c.body(id) as object } : {}),
    headers: { authorization: `Bearer ${token}` },
  });
const answer = async (c: Call, id: number, token: string) => {
  const res = await send(c, id, token);
  return { status: res.statusCode, body: res.body ? res.json() : null };
};

/** Every signed-in call that names an object by id: in its path, or as an `…Id` field of its body. */
function ownerScopedRoutes(): string[] {
  const walk = (
    node: object,
    name: string[] = [],
  ): { name: string; route: { path: string; metadata?: unknown; body?: unknown } }[] =>
    'method' in node && 'path' in node
      ? [{ name: name.join('.'), route: node as { path: string; metadata?: unknown; body?: unknown } }]
      : Object.entries(node).flatMap(([k, v]) => walk(v as object, [...name, k]));
  const bodyKeys = (schema: unknown): string[] => {
    let s = schema as { _def?: { schema?: unknown; innerType?: unknown } } | undefined;
    for (let i = 0; i < 5 && s; i += 1) {
      if (s instanceof z.ZodObject) return Object.keys(s.shape);
      s = (s._def?.schema ?? s._def?.innerType) as typeof s;
    }
    return [];
  };
  return walk(contract)
    .filter(({ route }) => (route.metadata as { auth?: string } | undefined)?.auth === 'bearer')
    .filter(({ route }) => route.path.includes('/:') || bodyKeys(route.body).some((k) => /Id$/.test(k)))
    .map(({ name }) => name)
    .sort();
}

/** Signed-in calls with an id that is not owner-scoped, and why (none today). */
const notOwnerScoped: Record<string, string> = {};

describe("another user's ids", () => {
  it('has a case for every owner-scoped call of the contract', () => {
    expect([...calls.map((c) => c.route), ...Object.keys(notOwnerScoped)].sort()).toEqual(ownerScopedRoutes());
  });

  it.each(calls.map((c) => [c.name, c] as const))(
    '%s: answered like an unknown id, while the owner succeeds',
    async (_name, c) => {
      const theirs = await answer(c, c.id(), stranger.token);
      const unknown = await answer(c, UNKNOWN, stranger.token);
      expect(unknown.status).toBe(404);
      expect(theirs).toEqual(unknown);
      if (c.name === 'termination request') {
        // The rent billed above must be paid before notice; the sandbox pays the payment the owner started.
        const { url } = (
          await call(
            t,
            'POST',
            `/api/client/manual-payment/${ids.rent}`,
            { returnUrl: `${PUBLIC_URL}/my/rents` },
            owner.token,
          )
        ).body;
        await t.app.inject({
          method: 'POST',
          url: new URL(url).pathname,
          payload: 'outcome=pay',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      }
      if (c.ownStatus === null) return;
      // PDFs are not JSON: the owner's answer is checked by its status only.
      const own = await send(c, c.id(), owner.token);
      expect(own.statusCode, own.body.slice(0, 200)).toBe(c.ownStatus ?? 200);
    },
  );

  it("leaves the owner's contract as the owner made it: nothing the stranger sent changed it", async () => {
    const detail = (await call(t, 'GET', `/api/client/my/contracts/${ids.contract}`, undefined, owner.token)).body;
    expect(detail).toMatchObject({ status: 'EVICTED', hasUnsolvedCancellationRequest: true });
    const strangers = (await call(t, 'GET', '/api/client/my/contracts', undefined, stranger.token)).body;
    expect(strangers.map((c: { id: number }) => c.id)).not.toContain(ids.contract);
    expect(strangers.every((c: { status: string }) => c.status === 'ACTIVE')).toBe(true);
  });
});
