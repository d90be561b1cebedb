import { FormattedMessage } from 'react-intl';
import type { WarehouseDetail } from '@contract/warehouse';
import { BarrierFreeNote } from '../BarrierFreeNote';
import { Icon, type IconName } from '../shared/Icon';

type Feature = keyof WarehouseDetail['features'];

/** The features a warehouse can have, each with its icon, in this order. */
export const featureIcons: Record<Feature, IconName> = {
  barrierFreeEntrance: 'barrierFree',
  nonstopEntry: 'nonstop',
  heating: 'heating',
  parking: 'parking',
  smart: 'smart',
  videoMonitoring: 'video',
  firstMonthFree: 'firstMonthFree',
  starterPackage: 'starter',
};

export const featureMessageId = (feature: Feature) => `warehouse.feature.${feature}`;

/** The features the warehouse has; the barrier-free entrance carries its branch wording (BUX: working days 8–16). */
export function FeatureList({ warehouse }: { warehouse: Pick<WarehouseDetail, 'features' | 'branchCode'> }) {
  const present = (Object.keys(featureIcons) as Feature[]).filter((feature) => warehouse.features[feature]);
  if (present.length === 0) return null;
  return (
    <section className="feature-list" aria-labelledby="feature-list-title">
      <h2 id="feature-list-title" className="visually-hidden">
        <FormattedMessage id="warehouse.features.title" />
      </h2>
      <ul>
        {present.map((feature) => (
          <li key={feature}>
            <Icon name={featureIcons[feature]} size={24} />
            {feature === 'barrierFreeEntrance' ? (
              <BarrierFreeNote branchCode={warehouse.branchCode} />
            ) : (
              <FormattedMessage id={featureMessageId(feature)} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
