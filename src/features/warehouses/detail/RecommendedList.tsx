import { FormattedMessage } from 'react-intl';
import type { Warehouse } from '@contract/warehouse';
import { WarehouseCard } from '../search/WarehouseCard';

/** Alternative warehouses with free boxes nearby (the `recommended` call). */
export function RecommendedList({ warehouses }: { warehouses: Warehouse[] }) {
  if (warehouses.length === 0) return null;
  return (
    <section className="recommended" aria-labelledby="recommended-title">
      <h2 id="recommended-title">
        <FormattedMessage id="warehouse.recommended.title" />
      </h2>
      <ul className="result-list">
        {warehouses.map((warehouse) => (
          <li key={warehouse.id}>
            <WarehouseCard warehouse={{ ...warehouse, source: null }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
