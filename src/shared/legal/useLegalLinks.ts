import { useMemo } from 'react';
import { useConfig } from '../config/ConfigContext';
import { reportError } from '../errors/reportError';
import { useLanguage } from '../i18n/LocaleProvider';
import { legalDocuments, type LegalDocuments } from './documents';
import { buildTermsUrl } from './termsUrl';

/**
 * Trading-terms link and legal PDFs for the current country and language. A misconfigured terms
 * template is reported (POST /api/ops/error) and the link hidden: a bad link must not take the
 * whole page down with it.
 */
export function useLegalLinks(): { termsUrl: string | null; documents: LegalDocuments | null } {
  const { termsUrlTemplate, documentsBaseUrl, country } = useConfig();
  const { lang } = useLanguage();
  return useMemo(() => {
    let termsUrl: string | null = null;
    if (termsUrlTemplate) {
      try {
        termsUrl = buildTermsUrl(termsUrlTemplate, lang, country);
      } catch (error) {
        void reportError(error);
      }
    }
    return { termsUrl, documents: legalDocuments(documentsBaseUrl, country, lang) };
  }, [termsUrlTemplate, documentsBaseUrl, country, lang]);
}
