import { FormattedMessage } from 'react-intl';
import { useFormatters } from '@shared/i18n/formatters';

/** "From … until …", or "from …" when it has no end: a voucher's validity, a message's window. */
export function ValidityText({ from, until }: { from: string; until: string | null }) {
  const format = useFormatters();
  return until ? (
    <FormattedMessage
      id="admin.validity.fromUntil"
      values={{ from: format.dateTime(from), until: format.dateTime(until) }}
    />
  ) : (
    <FormattedMessage id="admin.validity.from" values={{ from: format.dateTime(from) }} />
  );
}
