import type { LocaleTag } from '@contract/appConfig';
import type { OperatingCountry } from '@contract/countries';

export interface LegalDocuments {
  privacyPdf: string;
  termsPdf: string;
  paymentTermsPdf: string;
}

/**
 * PDFs in public storage: privacy policy and terms by country and language,
 * payment terms by language only:
 *   {base}/{country}/{lang}/privacy.pdf, {base}/{country}/{lang}/terms.pdf,
 *   {base}/payment-terms/{lang}.pdf  (country lower-case, e.g. `svk`; lang e.g. `cs`).
 * Null when no storage is configured, so the links are simply not shown.
 */
export function legalDocuments(baseUrl: string, country: OperatingCountry, lang: LocaleTag): LegalDocuments | null {
  const base = baseUrl.replace(/\/+$/, '');
  if (!base) return null;
  const byCountry = `${base}/${country.toLowerCase()}/${lang}`;
  return {
    privacyPdf: `${byCountry}/privacy.pdf`,
    termsPdf: `${byCountry}/terms.pdf`,
    paymentTermsPdf: `${base}/payment-terms/${lang}.pdf`,
  };
}
