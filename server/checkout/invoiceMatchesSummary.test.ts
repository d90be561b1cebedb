import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '@contract/format';
import type { PriceBreakdown } from '@contract/invoicing';
import { clientOrder, document, invoice, payment, rent, rentalContract } from '../db/schema';
import { pdfText } from '../documents/pdfText';
import { documentTexts } from '../documents/texts';
import { seedDemoVouchers } from '../orders/vouchers';
import {
  addBoxes,
  payInSandbox,
  placeAnonymously,
  placeBody,
  startOrderTestApp,
  type OrderTestApp,
} from '../testing/orders';

let t: OrderTestApp;
beforeAll(async () => {
  t = await startOrderTestApp();
  await seedDemoVouchers(t.database.db);
});
afterAll(() => t.close());
const db = () => t.database.db;

const summaryOf = (selection: Record<string, unknown>, language: string) =>
  t.app
    .inject({
      method: 'PUT',
      url: '/api/client/order/offer/summary',
      payload: selection,
      headers: { 'accept-language': language },
    })
    .then((r) => r.json().firstPayment as PriceBreakdown);

/**
 * The summary's lines are the invoice's: an order placed from a summary and paid has an invoice PDF
 * whose lines read the same subject, count, unit price with VAT and amount, whose VAT recap reads the
 * same base, VAT and total per rate, and whose total is the amount the card was charged. Amounts are
 * written by the formatter the summary page writes them with.
 */
describe('the invoice PDF of a paid order', () => {
  it.each([
    { language: 'SK', country: 'SVK', priceMinor: 7900, firstMonthFree: false, voucherToken: 'WELCOME10' },
    { language: 'CS', country: 'CZE', priceMinor: 74900, firstMonthFree: true, voucherToken: null },
  ] as const)('reads as its summary read ($country, $language)', async (c) => {
    const { boxIds } = await addBoxes(t, { country: c.country, firstMonthFree: c.firstMonthFree }, [
      { priceMinor: c.priceMinor },
    ]);
    const selection = { boxId: boxIds[0], periodInMonths: 3, insuranceId: null, voucherToken: c.voucherToken };
    const summary = await summaryOf(selection, c.language.toLowerCase());
    expect(summary.items.length).toBe(2); // the rent and one discount, a deduction

    const placed = await placeAnonymously(t, placeBody(boxIds[0], { selection, language: c.language }));
    await payInSandbox(t, placed.body.paymentUrl, 'pay');
    const [row] = await db()
      .select({ order: clientOrder, paid: payment.amountMinor, rentAmount: rent.amountMinor, pdf: document.content })
      .from(clientOrder)
      .innerJoin(payment, eq(payment.orderId, clientOrder.id))
      .innerJoin(rentalContract, eq(rentalContract.orderId, clientOrder.id))
      .innerJoin(rent, eq(rent.contractId, rentalContract.id))
      .innerJoin(invoice, eq(invoice.rentId, rent.id))
      .innerJoin(document, eq(document.id, invoice.documentId))
      .where(eq(clientOrder.reference, placed.body.orderId));
    expect([row.paid, row.rentAmount, row.order.firstPaymentMinor]).toEqual(Array(3).fill(summary.priceWithVat.minor));

    const text = pdfText(row.pdf);
    const money = formattersFor(c.language).money;
    for (const i of summary.items) {
      expect(i.unitPriceWithVat.minor * i.count).toBe(i.totalPriceWithVat.minor);
      const cells = [i.subject, String(i.count), money(i.unitPriceWithVat), `${i.vatPercent} %`];
      expect(text).toContain([...cells, money(i.totalPriceWithVat)].join('\n'));
    }
    expect(summary.items.at(-1)!.totalPriceWithVat.minor).toBeLessThan(0);
    for (const r of summary.vatRates)
      expect(text).toContain(
        [`${r.vatPercent} %`, money(r.totalPrice), money(r.vat), money(r.totalPriceWithVat)].join('\n'),
      );
    expect(text).toContain(`${documentTexts[c.language].invoice.total}\n${money(summary.priceWithVat)}`);
  });
});
