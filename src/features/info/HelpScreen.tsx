import { FormattedMessage } from 'react-intl';
import { paths } from '@shared/routing/paths';
import { useConfig } from '@shared/config/ConfigContext';
import { useT } from '@shared/i18n/useT';
import { usePageTitle } from '@shared/routing/documentTitle';
import { AppLink } from '@shared/navigation/AppLink';
import { helpFaq, helpSteps } from './content';
import './HelpScreen.css';

/** How it works: the six steps from finding a box to giving notice, and the FAQ. */
export default function HelpScreen() {
  const { contactEmail, contactPhone } = useConfig();
  const t = useT();
  usePageTitle(t('help.title'));
  return (
    <div className="container page help">
      <h1 className="page__title">
        <FormattedMessage id="help.title" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="help.lead" />
      </p>

      <section aria-labelledby="help-steps">
        <h2 id="help-steps">
          <FormattedMessage id="help.steps.title" />
        </h2>
        <ol className="help__steps">
          {helpSteps.map((step) => (
            <li key={step} className="help__step">
              <h3>
                <FormattedMessage id={`help.step.${step}.title`} />
              </h3>
              <p>
                <FormattedMessage id={`help.step.${step}.text`} />
              </p>
            </li>
          ))}
        </ol>
        <AppLink to={paths.boxes} className="button button--primary">
          <FormattedMessage id="landing.cta.findBox" />
        </AppLink>
      </section>

      <section aria-labelledby="help-faq" className="help__faq">
        <h2 id="help-faq">
          <FormattedMessage id="help.faq.title" />
        </h2>
        {helpFaq.map((question) => (
          <details key={question} className="help__question">
            <summary>
              <FormattedMessage id={`help.faq.${question}.q`} />
            </summary>
            <p>
              <FormattedMessage id={`help.faq.${question}.a`} />
            </p>
          </details>
        ))}
      </section>

      <section aria-labelledby="help-contact" className="help__contact">
        <h2 id="help-contact">
          <FormattedMessage id="help.contact.title" />
        </h2>
        <p>
          <FormattedMessage id="help.contact.text" />
        </p>
        <p>
          {contactPhone && <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</a>}
          {contactPhone && contactEmail && ' · '}
          {contactEmail && <a href={`mailto:${contactEmail}`}>{contactEmail}</a>}
        </p>
      </section>
    </div>
  );
}
