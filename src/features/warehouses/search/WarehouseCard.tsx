import { FormattedMessage } from 'react-intl';
import { paths } from '@shared/routing/paths';
import { useFormatters } from '@shared/i18n/formatters';
import { AppLink } from '@shared/navigation/AppLink';
import { formatDistance, localDate } from '../shared/format';
import type { FoundWarehouse } from './mergeHostResults';
import './WarehouseCard.css';

/**
 * A warehouse of another region is served by that region's own site (its API host serves the app
 * too), so its detail opens there; the main host's open here.
 */
export const detailHref = (w: Pick<FoundWarehouse, 'id' | 'source'>) =>
  w.source ? `${w.source}${paths.location(w.id)}` : paths.location(w.id);

export function WarehouseName({ warehouse }: { warehouse: FoundWarehouse }) {
  return warehouse.source ? (
    <a href={detailHref(warehouse)}>{warehouse.name}</a>
  ) : (
    <AppLink to={detailHref(warehouse)}>{warehouse.name}</AppLink>
  );
}

/** One search result: free boxes, price from and distance, and its availability. */
export function WarehouseCard({ warehouse, headingLevel = 3 }: { warehouse: FoundWarehouse; headingLevel?: 3 | 4 }) {
  const format = useFormatters();
  const { locale } = format;
  const { address } = warehouse;
  const Heading = `h${headingLevel}` as const;
  const free = warehouse.freeBoxCount > 0 && !warehouse.deactivation.deactivated;
  return (
    <article className={free ? 'warehouse-card' : 'warehouse-card warehouse-card--full'}>
      <Heading className="warehouse-card__name">
        <WarehouseName warehouse={warehouse} />
      </Heading>
      <p className="warehouse-card__address">{`${address.street} ${address.number}, ${address.zip} ${address.city}`}</p>
      <ul className="warehouse-card__facts">
        {warehouse.deactivation.deactivated ? (
          <li className="fact fact--muted">
            <FormattedMessage id="warehouse.status.deactivated" />
          </li>
        ) : (
          <li className={free ? 'fact fact--free' : 'fact fact--full'}>
            <FormattedMessage id="search.card.freeBoxes" values={{ count: warehouse.freeBoxCount }} />
          </li>
        )}
        {warehouse.priceFrom && (
          <li className="fact">
            <FormattedMessage id="search.card.priceFrom" values={{ price: format.money(warehouse.priceFrom) }} />
          </li>
        )}
        {warehouse.distance !== null && (
          <li className="fact">
            <FormattedMessage
              id="search.card.distance"
              values={{ distance: formatDistance(warehouse.distance, locale) }}
            />
          </li>
        )}
        {warehouse.unavailable && !warehouse.deactivation.deactivated && (
          <li className="fact fact--soon">
            <FormattedMessage
              id="warehouse.status.opensOn"
              values={{ date: format.date(localDate(warehouse.unavailable.availableFrom)) }}
            />
          </li>
        )}
      </ul>
    </article>
  );
}
