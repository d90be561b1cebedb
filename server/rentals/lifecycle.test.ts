import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { box, freeBoxSubscription, jobRun, mailOutbox, rentalContract } from '../db/schema';
import { pdfText } from '../documents/pdfText';
import { call, mailsTo } from '../testing/accounts';
import { payInSandbox, PUBLIC_URL, startOrderTestApp, type OrderTestApp } from '../testing/orders';
import { billNextPeriod, isoDay, rentABox, signedInClient, type Tenant } from '../testing/rentals';
import { notifyFreeBoxSubscribers } from '../warehouses/freeBoxNotifications';

/** One box's life after the order: a second period billed and paid by card, notice, eviction, the end. */
let t: OrderTestApp;
let owner: Tenant;
let contractId: number;
let boxId: number;
const RETURN = `${PUBLIC_URL}/my/rents`;

const contractOf = async (id: number) =>
  (await call(t, 'GET', `/api/client/my/contracts/${id}`, undefined, owner.token)).body;
const rentsOf = async (id: number) =>
  (await call(t, 'GET', `/api/client/my/contracts/${id}/rents`, undefined, owner.token)).body;
const pdfOf = async (invoiceId: number) =>
  pdfText(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/client/my/invoice-download/${invoiceId}`,
        headers: { authorization: `Bearer ${owner.token}` },
      })
    ).rawPayload,
  );

beforeAll(async () => {
  t = await startOrderTestApp();
  owner = await signedInClient(t);
  const rented = await rentABox(t, owner);
  contractId = rented.contract.id;
  boxId = rented.contract.boxId;
});
afterAll(() => t.close());

describe('the lock PIN', () => {
  it("answers the owner the contract's lock code", async () => {
    const res = await call(t, 'GET', `/api/client/contract/${contractId}/lock-access-pin`, undefined, owner.token);
    expect(res).toMatchObject({ status: 200, body: { value: expect.stringMatching(/^\d{6}$/) } });
    expect(res.body.value).toBe((await contractOf(contractId)).lockCode);
  });
});

describe('billing the next period and paying it by card', () => {
  let rent: Awaited<ReturnType<typeof billNextPeriod>>;

  it('bills the next 3 months as (rent + insurance) × 3 with a new invoice number, unpaid', async () => {
    const [first] = await rentsOf(contractId);
    rent = await billNextPeriod(t, contractId);
    expect(rent.periodFrom > first.periodTo).toBe(true);
    expect(rent.amountMinor).toBe((6900 + 700) * 3);
    const rents = await rentsOf(contractId);
    expect(rents).toHaveLength(2);
    expect(rents.find((r: { id: number }) => r.id === rent.rentId)).toMatchObject({
      status: 'INVOICE_SUBMITTED',
      payingStatus: 'CREATED',
      payable: true,
      paidAt: null,
      invoiceId: rent.invoiceId,
    });
    expect((await contractOf(contractId)).hasUnpaidRents).toBe(true);
    const text = await pdfOf(rent.invoiceId);
    expect(text).toMatch(/SK\d{4}000002/);
    expect(text).not.toContain('Uhradené dňa');
  });

  it('refuses notice while the rent is unpaid', async () => {
    const res = await call(
      t,
      'POST',
      `/api/client/contract/${contractId}/cancellation/request`,
      { day: isoDay(30), note: null, reasons: ['Ine'] },
      owner.token,
    );
    expect(res).toMatchObject({ status: 409, body: { code: 'cancelContract/unpaid-invoices' } });
  });

  it('refuses a return address off our site', async () => {
    const res = await call(
      t,
      'POST',
      `/api/client/manual-payment/${rent.rentId}`,
      { returnUrl: 'https://evil.example/my/rents' },
      owner.token,
    );
    expect(res).toMatchObject({ status: 400, body: { code: 'bad-request' } });
  });

  it('starts a card payment, answers the same open page on a second click, and reports it pending', async () => {
    const first = await call(
      t,
      'POST',
      `/api/client/manual-payment/${rent.rentId}`,
      { returnUrl: RETURN },
      owner.token,
    );
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/\/sandbox-pay\//);
    const again = await call(
      t,
      'POST',
      `/api/client/manual-payment/${rent.rentId}`,
      { returnUrl: RETURN },
      owner.token,
    );
    expect(again.body.url).toBe(first.body.url);
    const status = await call(t, 'GET', `/api/client/my/rents/${rent.rentId}/payment-status`, undefined, owner.token);
    expect(status.body).toEqual({
      rentId: rent.rentId,
      status: 'INVOICE_SUBMITTED',
      payingStatus: 'CREATED',
      payment: { state: 'PENDING' },
      invoiceId: rent.invoiceId,
    });

    const paid = await payInSandbox(t, first.body.url, 'pay');
    expect(paid.location).toBe(`${RETURN}?rentId=${rent.rentId}`);
    const after = await call(t, 'GET', `/api/client/my/rents/${rent.rentId}/payment-status`, undefined, owner.token);
    expect(after.body).toMatchObject({ status: 'PAID', payingStatus: 'PAID', payment: { state: 'PAID' } });
    const row = (await rentsOf(contractId)).find((r: { id: number }) => r.id === rent.rentId);
    expect(row).toMatchObject({ status: 'PAID', payMethod: 'MANUAL', payable: false, paidAt: expect.any(String) });
    expect(await pdfOf(rent.invoiceId)).toContain('Uhradené dňa');
    expect((await contractOf(contractId)).hasUnpaidRents).toBe(false);
  });

  it('refuses to take a paid rent again', async () => {
    const res = await call(t, 'POST', `/api/client/manual-payment/${rent.rentId}`, { returnUrl: RETURN }, owner.token);
    expect(res).toMatchObject({ status: 409, body: { code: 'rent/already-paid' } });
  });

  it('after a declined card, the next click starts a new payment', async () => {
    const next = await billNextPeriod(t, contractId);
    const first = await call(
      t,
      'POST',
      `/api/client/manual-payment/${next.rentId}`,
      { returnUrl: RETURN },
      owner.token,
    );
    await payInSandbox(t, first.body.url, 'decline');
    expect(
      (await call(t, 'GET', `/api/client/my/rents/${next.rentId}/payment-status`, undefined, owner.token)).body,
    ).toMatchObject({ status: 'INVOICE_SUBMITTED', payment: { state: 'FAILED' } });
    const second = await call(
      t,
      'POST',
      `/api/client/manual-payment/${next.rentId}`,
      { returnUrl: RETURN },
      owner.token,
    );
    expect(second.status).toBe(200);
    expect(second.body.url).not.toBe(first.body.url);
    await payInSandbox(t, second.body.url, 'pay');
    expect(
      (await call(t, 'GET', `/api/client/my/rents/${next.rentId}/payment-status`, undefined, owner.token)).body,
    ).toMatchObject({ status: 'PAID', payment: { state: 'PAID' } });
  });
});

describe('notice, eviction and the end of the contract', () => {
  it('offers today plus the notice period and nothing is requested yet', async () => {
    expect(
      (
        await call(
          t,
          'GET',
          `/api/client/contract/${contractId}/cancellation/first-possible-date`,
          undefined,
          owner.token,
        )
      ).body,
    ).toEqual({ from: isoDay(14), afterEviction: isoDay(1) });
    expect(
      (await call(t, 'GET', `/api/client/contract/${contractId}/cancelation/was-requested`, undefined, owner.token))
        .body,
    ).toEqual({ value: false });
    expect(
      (await call(t, 'POST', `/api/client/contract/${contractId}/cancelation/evict`, undefined, owner.token)).body.code,
    ).toBe('eviction/no-termination-request');
  });

  it('refuses a last day inside the notice period or more than a year after it', async () => {
    for (const day of [isoDay(13), isoDay(14 + 366)]) {
      const res = await call(
        t,
        'POST',
        `/api/client/contract/${contractId}/cancellation/request`,
        { day, note: null, reasons: ['Ine'] },
        owner.token,
      );
      expect(res.status, day).toBe(400);
      expect(res.body.fields, day).toEqual([{ path: 'body.day', code: 'cancellation/day-out-of-range' }]);
    }
  });

  it('takes the notice: TERMINATING on the day asked, pending, one e-mail naming the last day', async () => {
    const day = isoDay(20);
    // The periods paid above run past that day: the customer accepts that their rest is not refunded.
    const res = await call(
      t,
      'POST',
      `/api/client/contract/${contractId}/cancellation/request`,
      { day, note: 'Sťahujem sa.', reasons: ['PotrebujemPriestoryBlizsie', 'Ine'], acknowledgeForfeit: true },
      owner.token,
    );
    expect(res).toMatchObject({ status: 200, body: { value: true } });
    expect(await contractOf(contractId)).toMatchObject({
      status: 'TERMINATING',
      terminationAt: day,
      hasUnsolvedCancellationRequest: true,
      evictionConfirmedAt: null,
    });
    expect(
      (await call(t, 'GET', `/api/client/contract/${contractId}/cancelation/was-requested`, undefined, owner.token))
        .body,
    ).toEqual({ value: true });
    const mails = (await mailsTo(t.database.db, owner.email)).filter((m) => m.template === 'termination-confirmed');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Výpoveď zmluvy');
    const [y, m, d] = day.split('-').map(Number);
    expect(mails[0].text).toContain(`${d}. ${m}. ${y}`);
    const again = await call(
      t,
      'POST',
      `/api/client/contract/${contractId}/cancellation/request`,
      { day, note: null, reasons: ['Ine'] },
      owner.token,
    );
    expect(again).toMatchObject({ status: 409, body: { code: 'cancellation/already-requested' } });
  });

  it('confirms the box emptied: EVICTED, last day tomorrow, once only, no more PIN', async () => {
    const res = await call(t, 'POST', `/api/client/contract/${contractId}/cancelation/evict`, undefined, owner.token);
    expect(res).toMatchObject({ status: 200, body: { value: true } });
    expect(await contractOf(contractId)).toMatchObject({
      status: 'EVICTED',
      terminationAt: isoDay(1),
      hasUnsolvedCancellationRequest: true,
      evictionConfirmedAt: expect.any(String),
    });
    expect(
      (
        await call(
          t,
          'GET',
          `/api/client/contract/${contractId}/cancellation/first-possible-date`,
          undefined,
          owner.token,
        )
      ).body,
    ).toEqual({ from: isoDay(1), afterEviction: isoDay(1) });
    expect(
      (await call(t, 'POST', `/api/client/contract/${contractId}/cancelation/evict`, undefined, owner.token)).body.code,
    ).toBe('eviction/already-confirmed');
    expect(
      await call(t, 'GET', `/api/client/contract/${contractId}/lock-access-pin`, undefined, owner.token),
    ).toMatchObject({ status: 409, body: { code: 'contract/not-active' } });
  });

  it('CANCEL_CONTRACTS ends it once its last day has passed and frees the box', async () => {
    const run = (day: string) =>
      t.app
        .inject({ method: 'POST', url: '/dev/jobs/cancel-contracts', payload: { day } })
        .then((r) => JSON.parse(r.body));
    // Someone waits for a free box in this warehouse (the only box is rented).
    const [{ warehouseId }] = await t.database.db
      .select({ warehouseId: box.warehouseId })
      .from(box)
      .where(eq(box.id, boxId));
    await t.database.db
      .insert(freeBoxSubscription)
      .values({ warehouseId, email: 'waiting@example.com', language: 'PL', size: null });
    expect(await notifyFreeBoxSubscribers(t.ctx)).toBe(0);
    expect(await run(isoDay(1))).toEqual({ asOf: isoDay(1), processed: 0 });
    expect((await contractOf(contractId)).status).toBe('EVICTED');
    expect(await run(isoDay(2))).toEqual({ asOf: isoDay(2), processed: 1 });
    expect(await contractOf(contractId)).toMatchObject({ status: 'TERMINATED', hasUnsolvedCancellationRequest: false });
    expect(
      (await t.database.db.select({ occupancy: box.occupancy }).from(box).where(eq(box.id, boxId)))[0].occupancy,
    ).toBe('FREE');
    expect(await run(isoDay(2))).toEqual({ asOf: isoDay(2), processed: 0 });
    const runs = await t.database.db.select().from(jobRun).where(eq(jobRun.job, 'CANCEL_CONTRACTS'));
    expect(runs.map((r) => [r.status, r.processed])).toEqual([
      ['FINISHED', 0],
      ['FINISHED', 1],
      ['FINISHED', 0],
    ]);
    expect(
      (
        await call(
          t,
          'POST',
          `/api/client/contract/${contractId}/cancellation/request`,
          { day: isoDay(30), note: null, reasons: ['Ine'] },
          owner.token,
        )
      ).body.code,
    ).toBe('contract/not-active');
    // The freed box can be ordered again, and the waiting visitor was told by the same run, once, in their language.
    const offer = await call(t, 'GET', `/api/client/order/offer/${boxId}`);
    expect(offer.status).toBe(200);
    expect(await notifyFreeBoxSubscribers(t.ctx)).toBe(0);
    const [ended] = await t.database.db
      .select()
      .from(jobRun)
      .where(and(eq(jobRun.job, 'CANCEL_CONTRACTS'), eq(jobRun.processed, 1)));
    expect(ended.counts).toMatchObject({ terminated: 1, boxesFreed: 1, subscribersTold: 1 });
    const told = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'waiting@example.com'));
    expect(told.map((m) => [m.template, m.language])).toEqual([['free-box', 'PL']]);
    const [row] = await t.database.db.select().from(rentalContract).where(eq(rentalContract.id, contractId));
    expect(row.status).toBe('TERMINATED');
  });
});
