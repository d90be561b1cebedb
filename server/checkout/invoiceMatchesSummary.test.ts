import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formattersFor } from '@contract/format';
import type { PriceBreakdown } from '@contract/invoicing';
import { clientOrder, document, invoice, payment, rent, rentalContract } from '../db/schema';
import { formatMoneyPrecise } from '../documents/format';
import { pdfText } from '../documents/pdfText';
import { documentTexts } from '../documents/texts';
import { seedDemoVouchers } from '../orders/vouchers';
import { unitNetFromGross } from '../pricing/vat';
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
 * whose lines read the same subject, count, unit price with VAT and amount (and the unit price without
 * VAT, which only the PDF states), whose VAT recap reads the
 * same base, VAT and total per rate, and whose total is the amount the card was charged. Amounts are
 * written by the formatter the summary page writes them with.
 */
describe('the invoice PDF of a paid order', () => {
  it.each([
    // rentUnitNet: the rent's unit price without VAT, 79,00 € / 1,23 and 749,00 Kč / 1,21 to 4 decimals.
    {
      language: 'SK',
      country: 'SVK',
      priceMinor: 7900,
      rentUnitNet: '64,2276\u00a0€',
      firstMonthFree: false,
      voucherToken: 'WELCOME10',
    },
    {
      language: 'CS',
      country: 'CZE',
      priceMinor: 74900,
      rentUnitNet: '619,0083\u00a0Kč',
      firstMonthFree: true,
      voucherToken: null,
    },
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
      // The PDF alone adds the unit price without VAT, between the count and the rate.
      const net = unitNetFromGross(i.unitPriceWithVat.minor, i.vatPercent, i.unitPriceWithVat.currency);
      const cells = [
        i.subject,
        String(i.count),
        formatMoneyPrecise(net.amount, net.decimals, i.unitPriceWithVat.currency, c.language),
      ];
      expect(text).toContain(
        [...cells, `${i.vatPercent} %`, money(i.unitPriceWithVat), money(i.totalPriceWithVat)].join('\n'),
      );
    }
    expect(text).toContain(`\n${c.rentUnitNet}\n`);
    expect(summary.items.at(-1)!.totalPriceWithVat.minor).toBeLessThan(0);
    for (const r of summary.vatRates)
      expect(text).toContain(
        [`${r.vatPercent} %`, money(r.totalPrice), money(r.vat), money(r.totalPriceWithVat)].join('\n'),
      );
    expect(text).toContain(`${documentTexts[c.language].invoice.total}\n${money(summary.priceWithVat)}`);
  });
});
