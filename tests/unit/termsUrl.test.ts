import { describe, expect, it } from 'vitest';
import { legalDocuments } from '@shared/legal/documents';
import { buildTermsUrl } from '@shared/legal/termsUrl';

describe('trading-terms link', () => {
  it('fills {lang} and {country}', () => {
    expect(buildTermsUrl('https://example.com/{country}/{lang}/terms', 'sk', 'SVK')).toBe(
      'https://example.com/svk/sk/terms',
    );
  });

  it('writes Czech as cz', () => {
    expect(buildTermsUrl('https://example.com/terms?lang={lang}', 'cs', 'CZE')).toBe(
      'https://example.com/terms?lang=cz',
    );
  });

  it('fills repeated placeholders', () => {
    expect(buildTermsUrl('https://{lang}.example.com/{lang}', 'en', 'POL')).toBe('https://en.example.com/en');
  });

  it('raises an Error for a template without ://', () => {
    expect(() => buildTermsUrl('/terms/{lang}', 'en', 'SVK')).toThrow(Error);
    expect(() => buildTermsUrl('example.com/terms', 'en', 'SVK')).toThrow(/absolute/);
  });

  it('raises an Error for an unreplaced {placeholder}', () => {
    expect(() => buildTermsUrl('https://example.com/{region}/{lang}', 'en', 'SVK')).toThrow(/\{region\}/);
  });

  it('raises an Error for an unreplaced :param', () => {
    expect(() => buildTermsUrl('https://example.com/:version/{lang}', 'en', 'SVK')).toThrow(/:version/);
  });

  it('does not mistake a port for a parameter', () => {
    expect(buildTermsUrl('http://localhost:8080/{lang}', 'hu', 'HUN')).toBe('http://localhost:8080/hu');
  });
});

describe('legal PDFs', () => {
  it('are addressed by country and language; payment terms by language', () => {
    expect(legalDocuments('https://docs.example.com/', 'CZE', 'cs')).toEqual({
      privacyPdf: 'https://docs.example.com/cze/cs/privacy.pdf',
      termsPdf: 'https://docs.example.com/cze/cs/terms.pdf',
      paymentTermsPdf: 'https://docs.example.com/payment-terms/cs.pdf',
    });
  });

  it('are absent without a storage URL', () => {
    expect(legalDocuments('', 'SVK', 'sk')).toBeNull();
  });
});
