import { FormattedMessage } from 'react-intl';
import type { Box } from '@contract/warehouse';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { AppLink } from '@shared/navigation/AppLink';
import { formatArea, formatLength } from '../shared/format';
import { sizeNameId, sizeRange } from '../shared/sizeClasses';
import { orderHref } from './orderLink';

/** Under the floor plan: the selected box's size and price, and the way to order it. Announced on change. */
export function SelectedBox({ box }: { box: Box | null }) {
  const t = useT();
  const format = useFormatters();
  const { locale } = format;
  if (!box) {
    return (
      <div className="selected-box" aria-live="polite">
        <p className="selected-box__hint">
          <FormattedMessage id="floorPlan.selectHint" />
        </p>
      </div>
    );
  }
  const range = sizeRange(box.sizeClass);
  const rows: [string, string][] = [
    ['warehouse.boxes.size', `${t(sizeNameId(box.sizeClass))} (${t(range.id, range.values)})`],
    ['warehouse.boxes.area', formatArea(box.area, locale)],
    [
      'warehouse.boxes.dimensions',
      `${formatLength(box.width, locale)} × ${formatLength(box.length, locale)} × ${formatLength(box.height, locale)} m`,
    ],
    ['warehouse.boxes.floor', t('floorPlan.floor', { floor: box.floor })],
    ['warehouse.boxes.price', t('warehouse.boxes.pricePerMonth', { price: format.money(box.pricePerMonth) })],
    [
      'warehouse.boxes.insurance',
      box.insuranceCoverage.minor === 0
        ? t('warehouse.boxes.insuranceIncluded')
        : t('warehouse.boxes.insuranceUpTo', { amount: format.money(box.insuranceCoverage) }),
    ],
  ];
  return (
    <div className="selected-box" aria-live="polite">
      <h3 className="selected-box__title">
        <FormattedMessage id="floorPlan.selected" values={{ name: box.name }} />
      </h3>
      <dl className="selected-box__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <AppLink to={orderHref(box)} className="button button--primary">
        <FormattedMessage id="warehouse.order.box" values={{ name: box.name }} />
      </AppLink>
    </div>
  );
}
