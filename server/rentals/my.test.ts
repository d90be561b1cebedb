import { systemClock, todayOf } from '../config/clock';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalContract } from '../db/schema';
import { pdfText } from '../documents/pdfText';
import { call, registerConfirmed, signIn } from '../testing/accounts';
import { addBoxes, payInSandbox, placeBody, startOrderTestApp, type OrderTestApp } from '../testing/orders';

let t: OrderTestApp;
let owner: { token: string; contractId: number; rentId: number; invoiceId: number; agreementId: number };
let stranger: string;

/** A signed-in client orders a box with login and pays it in the sandbox. */
async function orderAndPay(token: string, email: string, phone: string, fields: Parameters<typeof addBoxes>[1] = {}) {
  const { boxIds } = await addBoxes(t, fields, [
    { priceMinor: 6900, insurancePriceMinor: 700, insuranceCoverageMinor: 300000 },
  ]);
  const { language: _l, ...body } = placeBody(boxIds[0], {
    selection: { periodInMonths: 3, insuranceId: 2 },
    details: { email, telephoneNumber: phone },
  });
  const placed = await call(t, 'POST', '/api/client/order/place/with-login', body, token);
  await payInSandbox(t, placed.body.paymentUrl, 'pay');
  return placed.body.orderId as string;
}

beforeAll(async () => {
  t = await startOrderTestApp();
  const a = await registerConfirmed(t, { language: 'SK' });
  const { token } = await signIn(t, a.email);
  await orderAndPay(token, a.email, a.phoneNumber);
  const [c] = await t.database.db.select().from(rentalContract).where(eq(rentalContract.userId, a.id));
  const rents = (await call(t, 'GET', `/api/client/my/contracts/${c.id}/rents`, undefined, token)).body;
  owner = {
    token,
    contractId: c.id,
    rentId: rents[0].id,
    invoiceId: rents[0].invoiceId,
    agreementId: c.agreementDocumentId!,
  };
  const b = await registerConfirmed(t);
  stranger = (await signIn(t, b.email)).token;
});
afterAll(() => t.close());

describe('my contracts and rents after an order', () => {
  it('lists the active contract with its box, warehouse, price of a period and codes', async () => {
    const res = await call(t, 'GET', '/api/client/my/contracts', undefined, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: owner.contractId,
      businessId: expect.stringMatching(/^SK-\d{4}-\d{6}$/),
      boxName: 'A-001',
      status: 'ACTIVE',
      totalPrice: { minor: (6900 + 700) * 3, currency: 'EUR' },
      insuranceCoverage: { minor: 300000, currency: 'EUR' },
      lockCode: expect.stringMatching(/^\d{6}$/),
      accessCode: null,
      invoicing: { periodInMonths: 3 },
      hasUnpaidRents: false,
      terminationAt: null,
      warehouse: { country: 'SVK', currency: 'EUR' },
    });
    expect(
      (await call(t, 'GET', '/api/client/my/contracts?status=ACTIVE&country=SVK', undefined, owner.token)).body,
    ).toHaveLength(1);
    expect((await call(t, 'GET', '/api/client/my/contracts?status=TERMINATED', undefined, owner.token)).body).toEqual(
      [],
    );
    expect(
      (await call(t, 'GET', '/api/client/my/contracts?country=CZE&country=POL', undefined, owner.token)).body,
    ).toEqual([]);
  });

  it('shows the contract detail with monthly prices and the agreement id, and its paid first rent', async () => {
    const detail = (await call(t, 'GET', `/api/client/my/contracts/${owner.contractId}`, undefined, owner.token)).body;
    // A month's rent and insurance together, as the VAT recap splits them: 7600 / 1.23 = 6178.86 → 6179.
    expect(detail).toMatchObject({
      monthlyPrice: { minor: 7600 },
      monthlyPriceWithoutVat: { minor: 6179 },
      sharedWith: [],
      legalAgreementId: owner.agreementId,
    });
    const rents = (await call(t, 'GET', `/api/client/my/contracts/${owner.contractId}/rents`, undefined, owner.token))
      .body;
    expect(rents).toEqual([
      expect.objectContaining({
        contractId: owner.contractId,
        boxName: 'A-001',
        status: 'PAID',
        payingStatus: 'PAID',
        payMethod: 'FROM_ORDER',
        amount: { minor: 22800, currency: 'EUR' },
        payable: false,
        invoiceId: owner.invoiceId,
      }),
    ]);
    const year = new Date().getUTCFullYear();
    expect((await call(t, 'GET', '/api/client/my/rents', undefined, owner.token)).body).toHaveLength(1);
    expect((await call(t, 'GET', '/api/client/my/rents?filter=unpaid', undefined, owner.token)).body).toEqual([]);
    expect(
      (await call(t, 'GET', `/api/client/my/rents?filter=paid&year=${year}`, undefined, owner.token)).body,
    ).toHaveLength(1);
    expect(
      (await call(t, 'GET', `/api/client/my/rents?filter=paid&year=${year - 1}`, undefined, owner.token)).body,
    ).toEqual([]);
    expect((await call(t, 'GET', '/api/client/my/contract/firstAt', undefined, owner.token)).body).toEqual({
      firstAt: todayOf(systemClock),
    });
  });

  it('serves the invoice and the agreement as PDFs', async () => {
    const inv = await t.app.inject({
      method: 'GET',
      url: `/api/client/my/invoice-download/${owner.invoiceId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(inv.statusCode).toBe(200);
    expect(inv.headers['content-type']).toBe('application/pdf');
    expect(inv.headers['content-disposition']).toMatch(/^attachment; filename="invoice-SK\d{10}\.pdf"$/);
    expect(pdfText(inv.rawPayload)).toContain('Faktúra – daňový doklad');
    const agr = await t.app.inject({
      method: 'GET',
      url: `/api/client/my/legal-agreement-download/${owner.agreementId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(agr.statusCode).toBe(200);
    expect(pdfText(agr.rawPayload)).toContain('Zmluva o nájme skladového boxu');
  });
});

describe('object-level authorisation', () => {
  it("answers 404 for another user's contract, rents, invoice and agreement, and shows them nothing", async () => {
    for (const url of [
      `/api/client/my/contracts/${owner.contractId}`,
      `/api/client/my/contracts/${owner.contractId}/rents`,
      `/api/client/my/invoice-download/${owner.invoiceId}`,
      `/api/client/my/legal-agreement-download/${owner.agreementId}`,
    ]) {
      const res = await call(t, 'GET', url, undefined, stranger);
      expect(res.status, url).toBe(404);
      expect(res.body.code, url).toBe('not-found');
    }
    expect((await call(t, 'GET', '/api/client/my/contracts', undefined, stranger)).body).toEqual([]);
    expect((await call(t, 'GET', '/api/client/my/rents', undefined, stranger)).body).toEqual([]);
    expect((await call(t, 'GET', '/api/client/my/contract/firstAt', undefined, stranger)).body).toEqual({
      firstAt: null,
    });
  });

  it('answers 401 without a token and 404 for ids that do not exist', async () => {
    expect((await call(t, 'GET', '/api/client/my/contracts')).status).toBe(401);
    expect((await call(t, 'GET', `/api/client/my/invoice-download/${owner.invoiceId}`)).status).toBe(401);
    expect((await call(t, 'GET', '/api/client/my/contracts/999999', undefined, owner.token)).status).toBe(404);
    expect((await call(t, 'GET', '/api/client/my/invoice-download/999999', undefined, owner.token)).status).toBe(404);
    // The invoice's PDF is the owner's document too, but it is not an agreement.
    expect(
      (await call(t, 'GET', `/api/client/my/legal-agreement-download/${owner.agreementId - 1}`, undefined, owner.token))
        .status,
    ).toBe(404);
  });
});
