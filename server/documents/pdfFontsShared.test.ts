import { describe, expect, it } from 'vitest';
import { renderAgreementPdf } from './agreementPdf';
import { pdfText } from './pdfText';
import { sampleAgreement } from '../testing/documentParties';
import { documentTexts } from './texts';

/**
 * The fonts are parsed once per process and shared by every document. This file renders nothing
 * before its test, so the Ukrainian document is the first the fonts see, as after a fresh start.
 */
const agreementIn = (language: 'UK' | 'SK') => renderAgreementPdf(sampleAgreement(language));

describe('documents sharing the parsed fonts', () => {
  it('keep every letter of a Slovak agreement made right after a Ukrainian one', async () => {
    // DejaVu draws Cyrillic а, е, о with the Latin glyphs, which the Ukrainian document embeds first.
    expect(pdfText(await agreementIn('UK'))).toContain(documentTexts.UK.agreement.title);
    const sk = pdfText(await agreementIn('SK'));
    expect(sk).toContain(documentTexts.SK.agreement.title);
    for (const clause of documentTexts.SK.agreement.clauses)
      expect(sk.replace(/\s+/g, ' ')).toContain(clause.slice(0, 40));
  });
});
