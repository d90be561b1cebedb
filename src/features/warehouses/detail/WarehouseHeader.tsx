import { FormattedMessage } from 'react-intl';
import type { WarehouseDetail } from '@contract/warehouse';
import { useFormatters } from '@shared/i18n/formatters';
import { localDate } from '../shared/format';
import { DirectionsLink } from './DirectionsLink';
import { FeatureList } from './FeatureList';

/** Name, address and its note, directions, description, availability notices and features. */
export function WarehouseHeader({ detail }: { detail: WarehouseDetail }) {
  const format = useFormatters();
  const { address } = detail;
  const deactivated = detail.deactivation.deactivated;
  return (
    <header className="warehouse-header">
      <h1 className="page__title">{detail.name}</h1>
      <p className="warehouse-header__address">
        <span>{`${address.street} ${address.number}, ${address.zip} ${address.city}`}</span>
        {detail.addressNote && <span className="warehouse-header__note">{detail.addressNote}</span>}
      </p>
      <DirectionsLink location={detail.location} />
      {detail.description && <p className="warehouse-header__description">{detail.description}</p>}
      {deactivated && (
        <p className="notice notice--error" role="note">
          <strong>
            <FormattedMessage id="errors.Order/Warehouse-deactivated" />
          </strong>{' '}
          <FormattedMessage id="warehouse.deactivated.text" />
        </p>
      )}
      {!deactivated && detail.unavailable && (
        <p className="notice" role="note">
          <FormattedMessage
            id="warehouse.unavailable.text"
            values={{ date: format.date(localDate(detail.unavailable.availableFrom)) }}
          />
        </p>
      )}
      {!deactivated && !detail.hasFreeBoxes && (
        <p className="notice" role="note">
          <FormattedMessage id="warehouse.full.text" />
        </p>
      )}
      {detail.openingHours && (
        <p className="warehouse-header__hours">
          <FormattedMessage id="warehouse.openingHours" values={{ hours: detail.openingHours }} />
        </p>
      )}
      <FeatureList warehouse={detail} />
    </header>
  );
}
