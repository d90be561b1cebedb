import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  box,
  clientOrder,
  invoice,
  job,
  mailAttachment,
  payment,
  rent,
  rentalContract,
  sandboxPayment,
} from '../db/schema';
import { pdfText } from '../documents/pdfText';
import { runJobs } from '../jobs/queue';
import { call, mailsTo, signIn } from '../testing/accounts';
import {
  addBoxes,
  fulfilmentCounts,
  orderStatusOf,
  payInSandbox,
  placeAnonymously,
  placeBody,
  startOrderTestApp,
  type OrderTestApp,
} from '../testing/orders';
import { fulfilOrder } from './fulfil';
import { runFulfilment } from './fulfilmentJob';
import { releaseExpiredHolds } from './holds';
import { recordPaymentState } from './recordPayment';
import { refundPayment } from './refund';

let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp();
});
afterAll(() => t.close());
const db = () => t.database.db;

async function placed(
  fields: Parameters<typeof addBoxes>[1] = {},
  language = 'SK',
  details: Record<string, unknown> = {},
) {
  const { boxIds } = await addBoxes(t, fields, [{ priceMinor: 4900 }]);
  const body = placeBody(boxIds[0], { language, details });
  const res = await placeAnonymously(t, body);
  const [order] = await db().select().from(clientOrder).where(eq(clientOrder.reference, res.body.orderId));
  const [p] = await db().select().from(payment).where(eq(payment.orderId, order.id));
  return { res, order, payment: p, email: body.invoicingDetails.email, boxId: boxIds[0] };
}

/** The payer pays at the provider; our server only records it (the notification's first step). */
async function paidAndRecorded(o: Awaited<ReturnType<typeof placed>>) {
  await db().update(sandboxPayment).set({ state: 'PAID' }).where(eq(sandboxPayment.id, o.payment.providerPaymentId!));
  await recordPaymentState(db(), o.payment.id, 'PAID');
}

const lastInvoiceNumber = async () =>
  (await db().select({ n: invoice.number }).from(invoice).orderBy(desc(invoice.id)).limit(1))[0]?.n ?? null;
const next = (n: string) => n.slice(0, 6) + String(Number(n.slice(6)) + 1).padStart(6, '0');

describe('a crash between payment and contract loses nothing', () => {
  it('a process that dies right after recording the payment: the job completes the order exactly once', async () => {
    const o = await placed();
    await paidAndRecorded(o);
    // "Crash": nothing else ran. The payment is durably PAID and the fulfilment is queued.
    expect((await db().select().from(clientOrder).where(eq(clientOrder.id, o.order.id)))[0].status).toBe('SUBMITTED');
    expect(
      await db()
        .select()
        .from(job)
        .where(eq(job.key, String(o.order.id))),
    ).toMatchObject([{ kind: 'fulfil-order', doneAt: null }]);
    expect(await fulfilmentCounts(t, o.order.id, o.email)).toEqual({ contracts: 0, invoices: 0, orderMails: 0 });

    // Restart: the job runner's step picks it up.
    expect(await runFulfilment(t.ctx)).toBe(1);
    expect(await fulfilmentCounts(t, o.order.id, o.email)).toEqual({ contracts: 1, invoices: 1, orderMails: 1 });
    // Anything arriving later (a replayed notification, another run, a direct call) changes nothing.
    await recordPaymentState(db(), o.payment.id, 'PAID');
    expect(await runFulfilment(t.ctx)).toBe(0);
    expect(await fulfilOrder(t.ctx, o.order.id)).toBe('already-fulfilled');
    expect(await fulfilmentCounts(t, o.order.id, o.email)).toEqual({ contracts: 1, invoices: 1, orderMails: 1 });
    expect(await orderStatusOf(t, o.res.body.orderId)).toMatchObject({
      status: 'FULFILLED',
      payment: { state: 'PAID' },
    });
  });

  it('a crash inside the fulfilment rolls everything back, numbers included, and the retry completes it', async () => {
    const first = await placed();
    await paidAndRecorded(first);
    await runFulfilment(t.ctx);
    const before = (await lastInvoiceNumber())!;

    const o = await placed();
    await paidAndRecorded(o);
    await expect(
      fulfilOrder(t.ctx, o.order.id, {
        beforeCommit: () => {
          throw new Error('power cut');
        },
      }),
    ).rejects.toThrow('power cut');
    expect(await fulfilmentCounts(t, o.order.id, o.email)).toEqual({ contracts: 0, invoices: 0, orderMails: 0 });
    expect((await db().select().from(box).where(eq(box.id, o.boxId)))[0].occupancy).toBe('HELD');
    expect(await lastInvoiceNumber()).toBe(before);

    expect(await runFulfilment(t.ctx)).toBe(1);
    expect(await fulfilmentCounts(t, o.order.id, o.email)).toEqual({ contracts: 1, invoices: 1, orderMails: 1 });
    expect(await lastInvoiceNumber()).toBe(next(before)); // no gap left by the failed attempt
  });
});

describe('a fulfilled order', () => {
  it('has an active contract, a paid first rent with its invoice, a lock code and one e-mail with both PDFs', async () => {
    const o = await placed({ country: 'CZE', lockVersion: 'V1' }, 'CS', {
      firstName: 'Jiří',
      lastName: 'Řezníček',
      address: { street: 'Údolní', number: '7', city: 'Brno', zip: '602 00', countryCode: 'CZE' },
    });
    await payInSandbox(t, o.res.body.paymentUrl, 'pay');
    const [c] = await db().select().from(rentalContract).where(eq(rentalContract.orderId, o.order.id));
    const year = new Date().getUTCFullYear();
    expect(c).toMatchObject({
      status: 'ACTIVE',
      country: 'CZE',
      currency: 'CZK',
      language: 'CS',
      startAt: o.order.rentStart,
      periodMonths: 1,
      rentMonthlyMinor: 4900,
      recurringPaymentId: o.payment.id,
    });
    expect(c.businessId).toMatch(new RegExp(`^CZ-${year}-\\d{6}$`));
    expect(c.lockCode).toMatch(/^\d{6}$/);
    expect(c.accessCode).toMatch(/^\d{6}$/); // V1 keypad warehouse
    expect((await db().select().from(box).where(eq(box.id, o.boxId)))[0].occupancy).toBe('RENTED');
    const [r] = await db().select().from(rent).where(eq(rent.contractId, c.id));
    expect(r).toMatchObject({
      status: 'PAID',
      payingStatus: 'PAID',
      payMethod: 'FROM_ORDER',
      amountMinor: 4900,
      currency: 'CZK',
      periodFrom: o.order.rentStart,
      periodTo: o.order.periodTo,
      paymentId: o.payment.id,
    });
    const [inv] = await db().select().from(invoice).where(eq(invoice.rentId, r.id));
    expect(inv.number).toMatch(new RegExp(`^CZ${year}\\d{6}$`));
    expect(inv).toMatchObject({ totalGrossMinor: 4900, totalNetMinor: 4050, vatMinor: 850, language: 'CS' });
    expect(inv.buyer).toMatchObject({ firstName: 'Jiří', lastName: 'Řezníček', address: { city: 'Brno' } });

    const mails = (await mailsTo(db(), o.email)).filter((m) => m.template === 'order-confirmed');
    expect(mails).toHaveLength(1);
    expect(mails[0].language).toBe('CS');
    expect(mails[0].text).toContain(c.lockCode!);
    expect(mails[0].text).toContain(c.accessCode!);
    expect(mails[0].text).toContain(inv.number);
    expect(mails[0].text).toContain(`/my/contracts/${c.id}`);
    const files = await db()
      .select()
      .from(mailAttachment)
      .where(eq(mailAttachment.mailId, mails[0].id))
      .orderBy(mailAttachment.id);
    expect(files.map((f) => [f.filename, f.contentType])).toEqual([
      [`agreement-${c.businessId}.pdf`, 'application/pdf'],
      [`invoice-${inv.number}.pdf`, 'application/pdf'],
    ]);
    const agreementText = pdfText(files[0].content);
    expect(agreementText).toContain('Smlouva o nájmu skladového boxu');
    expect(agreementText).toContain('Jiří Řezníček');
    const invoiceText = pdfText(files[1].content);
    expect(invoiceText).toContain(`Faktura – daňový doklad ${inv.number}`);
    expect(invoiceText).toContain('Údolní 7');
    expect(invoiceText).toContain('Rekapitulace DPH');
  });

  it('is where a set-password link leads: the auto-created account can sign in and see it', async () => {
    const o = await placed();
    await payInSandbox(t, o.res.body.paymentUrl, 'pay');
    const setPassword = (await mailsTo(db(), o.email)).find((m) => m.template === 'set-password')!;
    const token = new URL(setPassword.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token');
    expect(setPassword.text).toContain('/reset-password/change?token=');
    await call(t, 'POST', '/auth/password/change', {
      token,
      password: 'Box heslo 42',
      passwordConfirmation: 'Box heslo 42',
    });
    const { token: bearer } = await signIn(t, o.email, 'Box heslo 42');
    const list = await call(t, 'GET', '/api/client/my/contracts', undefined, bearer);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ status: 'ACTIVE', lockCode: expect.stringMatching(/^\d{6}$/) });
  });
});

describe('the card provider', () => {
  it.each([
    ['HUN', 'HU', 'Barion'],
    ['SVK', 'SK', 'GoPay'],
  ] as const)(
    'of a %s order is the one the summary named, in the confirmation e-mail and on the invoice',
    async (country, language, provider) => {
      const { boxIds } = await addBoxes(t, { country }, [{ priceMinor: 4900 }]);
      const body = placeBody(boxIds[0], { language });
      const summary = await call(t, 'PUT', '/api/client/order/offer/summary', body.selection);
      expect(summary.body.paymentProviderName).toBe(provider);

      const res = await placeAnonymously(t, body);
      await payInSandbox(t, res.body.paymentUrl, 'pay');
      const mail = (await mailsTo(db(), body.invoicingDetails.email)).find((m) => m.template === 'order-confirmed')!;
      expect(mail.language).toBe(language);
      expect(mail.text).toContain(summary.body.paymentProviderName);
      const files = await db()
        .select()
        .from(mailAttachment)
        .where(eq(mailAttachment.mailId, mail.id))
        .orderBy(mailAttachment.id);
      const invoiceText = pdfText(files.find((f) => f.filename.startsWith('invoice-'))!.content);
      expect(invoiceText).toContain(summary.body.paymentProviderName);
      for (const other of ['GoPay', 'Barion', 'GP webpay'].filter((name) => name !== provider)) {
        expect(mail.text, other).not.toContain(other);
        expect(invoiceText, other).not.toContain(other);
      }
    },
  );
});

describe('payments that arrive too late', () => {
  it('after the hold expired: the box is still free, so the order is fulfilled after all', async () => {
    const o = await placed();
    await db()
      .update(clientOrder)
      .set({ heldUntil: sql`now() - interval '1 minute'` })
      .where(eq(clientOrder.id, o.order.id));
    await db().update(payment).set({ state: 'FAILED' }).where(eq(payment.id, o.payment.id)); // nothing pending to ask about
    expect(await releaseExpiredHolds(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await db().select().from(box).where(eq(box.id, o.boxId)))[0].occupancy).toBe('FREE');
    await db().update(payment).set({ state: 'PENDING' }).where(eq(payment.id, o.payment.id));
    await paidAndRecorded(o);
    expect(await fulfilOrder(t.ctx, o.order.id)).toBe('fulfilled');
    expect((await db().select().from(box).where(eq(box.id, o.boxId)))[0].occupancy).toBe('RENTED');
  });

  it('after the box went to someone else: the order stays CANCELLED and the payment is refunded', async () => {
    const o = await placed();
    await db()
      .update(clientOrder)
      .set({ heldUntil: sql`now() - interval '1 minute'` })
      .where(eq(clientOrder.id, o.order.id));
    await db().update(payment).set({ state: 'FAILED' }).where(eq(payment.id, o.payment.id));
    await releaseExpiredHolds(t.ctx);
    const other = await placeAnonymously(t, placeBody(o.boxId));
    expect(other.status).toBe(201);
    await db().update(payment).set({ state: 'PENDING' }).where(eq(payment.id, o.payment.id));
    await paidAndRecorded(o);
    expect(await fulfilOrder(t.ctx, o.order.id)).toBe('refund');
    expect((await db().select().from(box).where(eq(box.id, o.boxId)))[0].occupancy).toBe('HELD'); // still the other order's
    expect(await runJobs(db(), 'refund-payment', (key) => refundPayment(t.ctx, Number(key)))).toBeGreaterThanOrEqual(1);
    expect((await db().select().from(payment).where(eq(payment.id, o.payment.id)))[0].state).toBe('REFUNDED');
    expect(
      (await db().select().from(sandboxPayment).where(eq(sandboxPayment.id, o.payment.providerPaymentId!)))[0].state,
    ).toBe('REFUNDED');
    expect(await orderStatusOf(t, o.res.body.orderId)).toMatchObject({
      status: 'CANCELLED',
      payment: { state: 'CANCELLED' },
      contractId: null,
    });
  });

  it('for an account cancelled meanwhile: no contract for an erased account, the payment is refunded', async () => {
    const o = await placed();
    await call(t, 'POST', '/auth/password/change', {
      token: new URL((await mailsTo(db(), o.email))[0].text.match(/https?:\/\/\S+/)![0]).searchParams.get('token'),
      password: 'Heslo na chvíľu 1',
      passwordConfirmation: 'Heslo na chvíľu 1',
    });
    const { token } = await signIn(t, o.email, 'Heslo na chvíľu 1');
    expect((await call(t, 'POST', '/api/client/my/remove-account', undefined, token)).status).toBe(200);
    await payInSandbox(t, o.res.body.paymentUrl, 'pay');
    expect(await orderStatusOf(t, o.res.body.orderId)).toMatchObject({ status: 'CANCELLED', contractId: null });
    expect((await db().select().from(box).where(eq(box.id, o.boxId)))[0].occupancy).toBe('FREE');
    await runJobs(db(), 'refund-payment', (key) => refundPayment(t.ctx, Number(key)));
    expect((await db().select().from(payment).where(eq(payment.id, o.payment.id)))[0].state).toBe('REFUNDED');
  });

  it('a pending payment is asked about before its hold is released, and a paid one is fulfilled', async () => {
    const o = await placed();
    await payInSandbox(t, o.res.body.paymentUrl, 'pending');
    await db().update(sandboxPayment).set({ state: 'PAID' }).where(eq(sandboxPayment.id, o.payment.providerPaymentId!));
    await db()
      .update(clientOrder)
      .set({ heldUntil: sql`now() - interval '1 minute'` })
      .where(eq(clientOrder.id, o.order.id));
    await releaseExpiredHolds(t.ctx);
    expect(await orderStatusOf(t, o.res.body.orderId)).toMatchObject({ status: 'FULFILLED' });
  });
});
