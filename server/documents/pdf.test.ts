import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@contract/primitives';
import { renderAgreementPdf } from './agreementPdf';
import { renderInvoicePdf, vatBreakdown } from './invoicePdf';
import { pdfText } from './pdfText';
import { buyerWithEveryLetter as buyer, sampleAgreement, testSeller as seller } from '../testing/documentParties';
import { documentTexts } from './texts';

const money = (minor: number) => ({ minor, currency: 'EUR' as const });
const items = [
  {
    count: 3,
    unitPrice: money(3984),
    subject: 'Rent',
    totalPrice: money(11951),
    totalPriceWithVat: money(14700),
    vat: money(2749),
    vatPercent: 23,
  },
  {
    count: 1,
    unitPrice: money(-3984),
    subject: 'Free month',
    totalPrice: money(-3984),
    totalPriceWithVat: money(-4900),
    vat: money(-916),
    vatPercent: 23,
  },
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
    expect(vatBreakdown(items)).toEqual([{ rate: 23, net: 7967, vat: 1833, gross: 9800 }]);
  });

  it('write the box area with the unit of the language’s script (м² in Ukrainian)', async () => {
    const uk = pdfText(await agreementOf('UK'));
    expect(uk).toMatch(/2,25\s*м²/);
    expect(uk).not.toContain('m²');
    expect(pdfText(await agreementOf('SK'))).toMatch(/2,25\s*m²/);
  });
});
