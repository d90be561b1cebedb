import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@shared/i18n/formatters';
import type { SetupLinkShown } from './staffEffects';

/** A set-up link to pass on, shown this once: whom it is for, the link itself and until when it works. */
export function SetupLinkPanel({ link }: { link: SetupLinkShown }) {
  const format = useFormatters();
  return (
    <div className="notice notice--success" role="status">
      <p>
        <FormattedMessage
          id="admin.staff.linkFor"
          values={{ email: link.email, until: format.dateTime(link.expiresAt) }}
        />
      </p>
      <p className="console__secret">{link.setupLink}</p>
    </div>
  );
}
