import { FormattedMessage } from 'react-intl';

/** "Loading…" on a box card, announced politely: while a panel's code or its data arrives. */
export function CardLoading() {
  return (
    <p role="status" className="my-card__line">
      <FormattedMessage id="common.loading" />
    </p>
  );
}
