import { describe, expect, it } from 'vitest';
import en from '@locales/en.json';
import { featureIcons, featureMessageId } from './detail/FeatureList';
import { namedFixtures } from './floorPlan/geometry';
import { boxSizes, sizeNameId, sizeRange } from './shared/sizeClasses';

const messages = en as Record<string, string>;

/** Message ids the warehouse views compose at run time (the literal ones are checked by tests/unit/messageIds). */
describe('composed message ids of the warehouse views', () => {
  it('exist in en.json', () => {
    const composed = [
      ...(Object.keys(featureIcons) as (keyof typeof featureIcons)[])
        .filter((f) => f !== 'barrierFreeEntrance')
        .map(featureMessageId),
      'warehouse.barrierFree',
      'warehouse.barrierFree.BUX',
      ...namedFixtures.map((kind) => `floorPlan.fixture.${kind}`),
      ...boxSizes.flatMap((size) => [sizeNameId(size), sizeRange(size).id, `sizeGuide.examples.${size}`]),
      ...['accessNeeded', 'requesting', 'unavailable', 'unsupported', 'allowInSettings', 'myLocation', 'locating'].map(
        (key) => `geo.${key}`,
      ),
      'errors.geolocation/permission-denied',
      ...['free', 'selected', 'taken', 'inactive'].map((state) => `floorPlan.legend.${state}`),
      ...['boxes', 'plan'].map((tab) => `warehouse.tab.${tab}`),
    ];
    expect(composed.filter((id) => !(id in messages))).toEqual([]);
  });
});
