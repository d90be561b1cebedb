import { FormattedMessage } from 'react-intl';
import type { FranchiseEnquiry } from '@contract/franchising';
import { franchisingCountries } from '@contract/operatingCountries';
import type { Language } from '@contract/primitives';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import { useConfig } from '@shared/config/ConfigContext';
import { FormSuccess } from '@shared/form/FormParts';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { useLanguage } from '@shared/i18n/LocaleProvider';
import { ScreenFrame } from '@shared/layout/ScreenFrame';
import { paths } from '@shared/routing/paths';
import { FranchiseForm } from './FranchiseForm';

const points = ['brand', 'technology', 'support'] as const;

const sendEnquiry = async (body: FranchiseEnquiry) => bodyOf(await api.franchising.contact({ body }), 202);

/** Franchising: what the programme offers, and the enquiry form where the programme runs (SVK, CZE). */
export default function FranchisingScreen() {
  const { country } = useConfig();
  const offered = (franchisingCountries as readonly string[]).includes(country);
  return (
    <ScreenFrame
      titleId="franchising.title"
      introId="franchising.intro"
      links={[{ to: paths.help, messageId: 'nav.help' }]}
    >
      <ul className="prose">
        {points.map((point) => (
          <li key={point}>
            <FormattedMessage id={`franchising.point.${point}`} />
          </li>
        ))}
      </ul>
      {offered ? (
        <Enquiry />
      ) : (
        <p className="notice">
          <FormattedMessage id="franchising.notOffered" />
        </p>
      )}
    </ScreenFrame>
  );
}

function Enquiry() {
  const { lang } = useLanguage();
  const enquiry = useFormSubmission(sendEnquiry);
  return (
    <section aria-labelledby="franchising-form-title">
      <h2 id="franchising-form-title">
        <FormattedMessage id="franchising.form.title" />
      </h2>
      {enquiry.succeeded ? (
        <FormSuccess>
          <p>
            <strong>
              <FormattedMessage id="franchising.success.title" />
            </strong>
          </p>
          <p>
            <FormattedMessage id="franchising.success.text" />
          </p>
        </FormSuccess>
      ) : (
        <FranchiseForm
          language={lang.toUpperCase() as Language}
          busy={enquiry.submitting}
          failure={enquiry.failure}
          onSend={enquiry.submit}
        />
      )}
    </section>
  );
}
