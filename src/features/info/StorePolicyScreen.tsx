import { FormattedMessage } from 'react-intl';
import { useLegalLinks } from '@shared/legal/useLegalLinks';
import { storePolicySections } from './content';
import { InfoArticle } from './InfoArticle';

/** Storage conditions: access, forbidden goods, use, insurance, payment, termination, eviction. */
export default function StorePolicyScreen() {
  const { termsUrl, documents } = useLegalLinks();
  const fullTerms = termsUrl ?? documents?.termsPdf;
  return (
    <InfoArticle
      prefix="storePolicy"
      sections={storePolicySections}
      aside={
        fullTerms && (
          <p className="info__aside">
            <FormattedMessage id="storePolicy.fullTerms" />{' '}
            <a href={fullTerms} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="nav.terms" />
            </a>
          </p>
        )
      }
    />
  );
}
