import { describe, expect, it } from 'vitest';
import type { InvoiceItem } from '@contract/invoicing';
import { type Language, languages } from '@contract/primitives';
import { unitNetFromGross } from '../pricing/vat';
import { buyerWithEveryLetter as buyer, testSeller as seller } from '../testing/documentParties';
import { formatMoney, formatMoneyPrecise } from './format';
import { type InvoiceDocument, renderInvoicePdf } from './invoicePdf';
import { pdfText } from './pdfText';
import { documentTexts } from './texts';

type Currency = InvoiceItem['totalPriceWithVat']['currency'];

/** An invoice of `count` months of rent at `unitMinor` with VAT, less one month free. */
const invoiceOf = (language: Language, currency: Currency, unitMinor: number, vatPercent: number, count = 3) => {
  const money = (minor: number) => ({ minor, currency });
  const items: InvoiceItem[] = [
    {
      count,
      unitPriceWithVat: money(unitMinor),
      subject: 'Rent',
      totalPriceWithVat: money(unitMinor * count),
      vatPercent,
    },
    {
      count: 1,
      unitPriceWithVat: money(-unitMinor),
      subject: 'Free',
      totalPriceWithVat: money(-unitMinor),
      vatPercent,
    },
  ];
  const invoice: InvoiceDocument = {
    language,
    number: 'SK2026000042',
    issuedOn: '2026-11-21',
    dueOn: '2026-11-21',
    paidOn: null,
    currency,
    seller,
    buyer,
    contractNumber: 'SK-2026-000042',
    paymentProvider: 'GoPay',
    periodFrom: '2026-11-21',
    periodTo: '2027-02-20',
    items,
  };
  return renderInvoicePdf(invoice).then(pdfText);
};

describe('the invoice PDF states each line’s unit price without VAT', () => {
  it.each([
    ['SK', '64,2276\u00a0€', '79,00\u00a0€', '237,00\u00a0€'],
    ['HU', '64,2276\u00a0€', '79,00\u00a0€', '237,00\u00a0€'],
  ] as const)('in %s: 79,00 € at 23 % is 64,2276 € without VAT', async (language, net, unit, total) => {
    const text = await invoiceOf(language, 'EUR', 7900, 23);
    const c = documentTexts[language].invoice.columns;
    expect(text.replace(/ *\n/g, ' ')).toContain(c.unitPriceNet);
    // Cells in order: item, count, unit price without VAT, rate, unit price with VAT, amount.
    expect(text).toContain(['Rent', '3', net, '23 %', unit, total].join('\n'));
    expect(text).toContain(['Free', '1', `-${net}`, '23 %', `-${unit}`, `-${unit}`].join('\n'));
  });

  it('in forints to two decimals: 25 000 Ft at 27 % is 19 685,04 Ft', async () => {
    const text = await invoiceOf('HU', 'HUF', 2_500_000, 27);
    expect(text).toContain(['Rent', '3', '19\u00a0685,04\u00a0Ft', '27 %', '25\u00a0000\u00a0Ft'].join('\n'));
  });

  it.each(languages)(
    'in %s fits the page: the widest amounts stay on one line, headers wrap between words',
    async (language) => {
      const t = documentTexts[language];
      const c = t.invoice.columns;
      for (const currency of ['CZK', 'RON'] as const) {
        // 123 456,78 a month for 12 months: a six-digit unit price, a seven-digit amount.
        const text = await invoiceOf(language, currency, 12_345_678, 21, 12);
        const headers = [c.subject, c.count, c.unitPriceNet, c.vatRate, c.unitPrice, c.gross];
        expect(text.replace(/ *\n/g, ' ')).toContain(headers.join(' '));
        const net = unitNetFromGross(12_345_678, 21, currency);
        for (const cell of [
          formatMoneyPrecise(-net.amount, net.decimals, currency, t.locale),
          formatMoney(-12_345_678, currency, t.locale),
          formatMoney(12_345_678 * 12, currency, t.locale),
        ])
          expect(text, cell).toContain(`\n${cell}\n`);
      }
    },
  );
});
