import { FormattedMessage } from 'react-intl';
import type { RentalContract } from '@contract/entities';

/** A contract's status in words; a terminated contract is shown as inactive. */
export function ContractStatusBadge({ status }: { status: RentalContract['status'] }) {
  return (
    <span className={`my-status my-status--${status.toLowerCase()}`}>
      <FormattedMessage id={`my.status.${status}`} />
    </span>
  );
}
