import { FormattedMessage } from 'react-intl';
import { useConfig } from '../config/ConfigContext';
import { Illustration } from './Illustration';
import './MaintenancePage.css';

/** Replaces the whole app while `config.maintenance` is set. */
export function MaintenancePage() {
  const { contactEmail } = useConfig();
  return (
    <main className="maintenance" id="main">
      <Illustration kind="maintenance" />
      <h1>
        <FormattedMessage id="maintenance.title" />
      </h1>
      <p>
        <FormattedMessage id="maintenance.text" />
      </p>
      {contactEmail && (
        <p>
          <FormattedMessage
            id="maintenance.contact"
            values={{ email: <a href={`mailto:${contactEmail}`}>{contactEmail}</a> }}
          />
        </p>
      )}
    </main>
  );
}
