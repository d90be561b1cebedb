import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localeTags, type LocaleTag } from '@contract/appConfig';
import { summaryFixture } from '@machines/fixtures/order';
import { demoConfig } from '@machines/fixtures/user';
import { renderOrderView } from '@tests/support/renderOrderView';
import { PriceLines } from './PriceLines';

/**
 * The same amount (1 234,50 CZK) and date (23 November 2026) as the server's e-mails and PDFs print
 * them for the same language (`server/documents/formatParity.test.ts` asserts these very strings in
 * an agreement PDF), whatever the configuration's `formatLocale` (Slovak in the demo configuration).
 * `·` stands for the no-break space (U+00A0) the text must contain.
 */
const printed: Record<LocaleTag, { amount: string; date: string }> = {
  sk: { amount: '1·234,50·Kč', date: '23. 11. 2026' },
  cs: { amount: '1·234,50·Kč', date: '23. 11. 2026' },
  en: { amount: 'Kč·1,234.50', date: '23/11/2026' },
  uk: { amount: '1·234,50·Kč', date: '23.11.2026' },
  pl: { amount: '1234,50·Kč', date: '23.11.2026' },
  hu: { amount: '1234,50·Kč', date: '2026. 11. 23.' },
  ro: { amount: '1.234,50·Kč', date: '23.11.2026' },
};
const nbsp = (s: string) => s.replace(/·/g, '\u00a0');

describe('the order summary writes money and dates in the interface language, as the documents do', () => {
  it.each(localeTags)('%s', async (lang) => {
    const summary = summaryFixture({
      periodFrom: '2026-11-23',
      periodTo: '2027-02-22',
      monthlyPrice: { minor: 123_450, currency: 'CZK' },
    });
    expect(demoConfig.formatLocale).toBe('sk-SK');
    renderOrderView(<PriceLines summary={summary} />, { lang });
    const section = await screen.findByRole('region');
    const text = section.textContent ?? '';
    expect(text).toContain(nbsp(printed[lang].amount));
    expect(text).toContain(printed[lang].date);
    expect(text).not.toContain('CZK');
  });
});
