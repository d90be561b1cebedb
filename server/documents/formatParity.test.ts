import { describe, expect, it } from 'vitest';
import { formatLocales } from '@contract/format';
import { currencies } from '@contract/currencies';
import { languages } from '@contract/primitives';
import { renderAgreementPdf } from './agreementPdf';
import { formatDate, formatMoney, formatMoneyPrecise } from './format';
import { pdfText } from './pdfText';
import { documentTexts } from './texts';

/**
 * The same amount (1 234,50 CZK) and date (23 November 2026) as the app prints them for the same
 * interface language (`src/shared/i18n/formatParity.test.tsx` asserts these very strings on a screen).
 * `·` stands for the no-break space (U+00A0) the text must contain.
 */
const printed = {
  SK: { amount: '1·234,50·Kč', date: '23. 11. 2026' },
  CS: { amount: '1·234,50·Kč', date: '23. 11. 2026' },
  EN: { amount: 'Kč·1,234.50', date: '23/11/2026' },
  UK: { amount: '1·234,50·Kč', date: '23.11.2026' },
  PL: { amount: '1234,50·Kč', date: '23.11.2026' },
  HU: { amount: '1234,50·Kč', date: '2026. 11. 23.' },
  RO: { amount: '1.234,50·Kč', date: '23.11.2026' },
} as const;
const nbsp = (s: string) => s.replace(/·/g, '\u00a0');

describe('documents and e-mails write money and dates as the app does for the same language', () => {
  it.each(languages)('%s: the agreement PDF and the e-mail values', async (language) => {
    const amount = nbsp(printed[language].amount);
    const date = printed[language].date;
    // What the order confirmation e-mail puts into its text (server/rentals/orderMail.ts).
    expect(formatMoney(123_450, 'CZK', documentTexts[language].locale)).toBe(amount);
    expect(formatDate('2026-11-23', documentTexts[language].locale)).toBe(date);
    const text = pdfText(
      await renderAgreementPdf({
        language,
        businessId: 'CZ-2026-000042',
        concludedOn: '2026-11-23',
        seller: {
          companyAddress: 'Self Storage s.r.o., Praha',
          billingIds: 'IČO: 12345678',
          iban: 'CZ6508000000192000145399',
        },
        tenant: {
          version: 1,
          firstName: 'Jana',
          lastName: 'Nováková',
          email: 'jana@example.com',
          personalId: null,
          telephoneNumber: '+420601234567',
          company: null,
          address: { street: 'Dlouhá', number: '1', city: 'Praha', zip: '110 00', countryCode: 'CZE' },
          type: 'FyzickaOsoba',
        },
        boxName: 'A-012',
        areaM2: 2.25,
        warehouseName: 'Praha – Holešovice',
        warehouseAddress: 'Dlouhá 1, 110 00 Praha',
        startAt: '2026-11-23',
        periodMonths: 1,
        currency: 'CZK',
        rentMonthlyMinor: 123_450,
        insuranceMonthlyMinor: 0,
        insuranceCoverageMinor: 0,
        firstPaymentMinor: 123_450,
        noticeDays: 14,
      }),
    );
    expect(text).toContain(amount);
    expect(text).toContain(date);
    expect(text).not.toContain('CZK');
  });

  it.each(languages)(
    '%s: money with a fixed number of decimals is written as the shared formatter writes money',
    (language) => {
      const locale = documentTexts[language].locale;
      for (const currency of currencies)
        for (const minor of [123_450, -123_401, 1_234_567_89, 99])
          expect(formatMoneyPrecise(minor / 100, 2, currency, locale)).toBe(formatMoney(minor, currency, locale));
      const fourDecimals = formatMoneyPrecise(1234.5678, 4, 'CZK', locale);
      expect(fourDecimals).toBe(nbsp(printed[language].amount).replace(/([.,])50/, '$15678'));
    },
  );

  it('each document language names the locale the shared formats use', () => {
    for (const language of languages)
      expect(documentTexts[language].locale).toBe(formatLocales[language.toLowerCase() as keyof typeof formatLocales]);
  });
});
