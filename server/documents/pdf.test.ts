import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@contract/primitives';
import { renderAgreementPdf } from './agreementPdf';
import { invoiceFigures } from './invoiceFigures';
import { renderInvoicePdf } from './invoicePdf';
import { pdfText } from './pdfText';
import { buyerWithEveryLetter as buyer, sampleAgreement, testSeller as seller } from '../testing/documentParties';
import { documentTexts } from './texts';

const money = (minor: number) => ({ minor, currency: 'EUR' as const });
const items = [
  { count: 3, unitPriceWithVat: money(4900), subject: 'Rent', totalPriceWithVat: money(14700), vatPercent: 23 },
  { count: 1, unitPriceWithVat: money(-4900), subject: 'Free month', totalPriceWithVat: money(-4900), vatPercent: 23 },
];

const invoiceOf = (language: Language) =>
  renderInvoicePdf({
    language,
    number: 'SK2026000042',
    issuedOn: '2026-11-21',
    dueOn: '2026-11-21',
    paidOn: '2026-11-21',
    currency: 'EUR',
    seller,
    buyer,
    contractNumber: 'SK-2026-000042',
    paymentProvider: 'GoPay',
    periodFrom: '2026-11-21',
    periodTo: '2027-02-20',
    items,
  });
const agreementOf = (language: Language) => renderAgreementPdf(sampleAgreement(language));

/** The PDF embeds a DejaVuSans subset (TrueType) and uses no standard font, which could not encode the letters. */
function expectEmbeddedDejaVu(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  expect(raw.startsWith('%PDF-')).toBe(true);
  expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
  expect(raw).toContain('/FontFile2');
  expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
}

describe('invoice and agreement PDFs', () => {
  it.each(languages)('in %s embed the font and keep every diacritic of the buyer', async (language) => {
    const t = documentTexts[language];
    const invoice = await invoiceOf(language);
    expectEmbeddedDejaVu(invoice);
    const text = pdfText(invoice);
    for (const s of [
      'Čeněk Győző Řehoř-Țăranu Łukaszewicz Олена',
      'Ștefan & Świętosław s.r.o.',
      'Škroupova 5',
      '400 01 Ústí nad Labem',
      'Mlynské nivy 5',
      'IBAN: SK31 1200 0000 1987 4263 7541',
    ]) {
      expect(text, s).toContain(s);
    }
    for (const label of [
      t.invoice.title,
      t.invoice.seller,
      t.invoice.buyer,
      t.invoice.vatSummary,
      t.invoice.dueOn,
      t.invoice.paidOn,
    ])
      expect(text, label).toContain(label);

    const agreement = await agreementOf(language);
    expectEmbeddedDejaVu(agreement);
    const atext = pdfText(agreement);
    expect(atext).toContain(t.agreement.title);
    expect(atext).toContain('Čeněk Győző Řehoř-Țăranu Łukaszewicz Олена');
    expect(atext).toContain(t.agreement.clauses[0].slice(0, 30));
  });

  it('print money and dates in the language’s format, with the VAT breakdown and nothing left to pay', async () => {
    const sk = pdfText(await invoiceOf('SK'));
    // Intl separates with no-break spaces (U+00A0), which keep an amount on one line.
    expect(sk).toContain('98,00\u00a0€'); // 147.00 − 49.00
    expect(sk).toContain('21. 11. 2026');
    expect(sk).toMatch(/Zostáva uhradiť\s*0,00\u00a0€/);
    const en = pdfText(await invoiceOf('EN'));
    expect(en).toContain('€98.00');
    expect(en).toContain('21/11/2026');
    // 98.00 € / 1.23 = 79.6748 €: base 79.67 €, VAT 18.33 €.
    expect(invoiceFigures(items, 'EUR').vatRates).toEqual([
      { vatPercent: 23, netMinor: 7967, vatMinor: 1833, grossMinor: 9800 },
    ]);
    expect(sk).toMatch(/23 %\n79,67\u00a0€\n18,33\u00a0€\n98,00\u00a0€/);
  });

  it('render an invoice issued with VAT per line again with the VAT it was issued with', async () => {
    // Stored before VAT was split per rate: each line has its own net (rounded on its own), VAT and a
    // unit price without VAT. The per-rate rule would make the base 1 533.06 Kč and the VAT 321.94 Kč.
    const czk = (minor: number) => ({ minor, currency: 'CZK' as const });
    const line = (count: number, unitNet: number, net: number, gross: number, vat: number, subject: string) => ({
      count,
      unitPrice: czk(unitNet),
      subject,
      totalPrice: czk(net),
      totalPriceWithVat: czk(gross),
      vat: czk(vat),
      vatPercent: 21,
    });
    const issued = [
      line(3, 61901, 185702, 224700, 38998, 'Nájem boxu A-001 (3 měs.)'),
      line(3, 9835, 29504, 35700, 6196, 'Připojištění (3 měs.)'),
      line(1, -61901, -61901, -74900, -12999, 'První měsíc zdarma'),
    ];
    const figures = invoiceFigures(issued, 'CZK');
    expect(figures).toMatchObject({ netMinor: 153305, vatMinor: 32195, grossMinor: 185500 });
    expect(figures.lines.map((l) => [l.count, l.unitGrossMinor, l.grossMinor])).toEqual([
      [3, 74900, 224700],
      [3, 11900, 35700],
      [1, -74900, -74900],
    ]);
    const text = pdfText(
      await renderInvoicePdf({
        language: 'CS',
        number: 'CZ2025000007',
        issuedOn: '2025-03-01',
        dueOn: '2025-03-01',
        paidOn: '2025-03-02',
        currency: 'CZK',
        seller,
        buyer,
        contractNumber: 'CZ-2025-000007',
        paymentProvider: 'GoPay',
        periodFrom: '2025-03-01',
        periodTo: '2025-05-31',
        items: issued,
      }),
    );
    // The unit price without VAT is 749,00 Kč / 1,21 like a new invoice's, not the stored 619,01 Kč.
    expect(text).toContain(
      'Nájem boxu A-001 (3 měs.)\n3\n619,0083\u00a0Kč\n21 %\n749,00\u00a0Kč\n2\u00a0247,00\u00a0Kč',
    );
    expect(text).toContain('První měsíc zdarma\n1\n-619,0083\u00a0Kč\n21 %\n-749,00\u00a0Kč\n-749,00\u00a0Kč');
    expect(text).toContain('21 %\n1\u00a0533,05\u00a0Kč\n321,95\u00a0Kč\n1\u00a0855,00\u00a0Kč');
    expect(text).not.toContain('1\u00a0533,06');
  });

  it('write the box area with the unit of the language’s script (м² in Ukrainian)', async () => {
    const uk = pdfText(await agreementOf('UK'));
    expect(uk).toMatch(/2,25\s*м²/);
    expect(uk).not.toContain('m²');
    expect(pdfText(await agreementOf('SK'))).toMatch(/2,25\s*m²/);
  });
});
