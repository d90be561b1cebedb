import { FormattedMessage } from 'react-intl';
import { useLegalLinks } from '@shared/legal/useLegalLinks';
import { gdprSections } from './content';
import { InfoArticle } from './InfoArticle';

/** Privacy policy: controller, purposes, legal bases, retention, rights, cookies, contact. */
export default function GdprScreen() {
  const { documents } = useLegalLinks();
  return (
    <InfoArticle
      prefix="gdpr"
      sections={gdprSections}
      aside={
        documents && (
          <p className="info__aside">
            <a href={documents.privacyPdf} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="gdpr.pdf" />
            </a>
          </p>
        )
      }
    />
  );
}
