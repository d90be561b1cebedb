import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BoxSize } from '../../../../contract/enums';
import type { Box } from '../../../../contract/warehouse';
import { useFormatters } from '../../../shared/i18n/formatters';
import { useT } from '../../../shared/i18n/useT';
import { AppLink } from '../../../shared/navigation/AppLink';
import { formatArea, formatLength } from '../shared/format';
import { boxSizes, sizeNameId } from '../shared/sizeClasses';
import { orderHref } from './orderLink';
import '../shared/controls.css';

/** The Boxes tab: the free boxes, smallest first, each with its order button; a size filter above. */
export function BoxTable({ boxes, orderable }: { boxes: Box[]; orderable: boolean }) {
  const t = useT();
  const format = useFormatters();
  const { locale } = format;
  const [size, setSize] = useState<BoxSize | null>(null);
  const free = orderable ? boxes.filter((b) => b.free).sort((a, b) => a.area - b.area || a.pricePerMonth.minor - b.pricePerMonth.minor) : [];
  if (free.length === 0) {
    return (
      <p className="box-table__empty">
        <FormattedMessage id={orderable ? 'warehouse.boxes.noneFree' : 'warehouse.boxes.noOrders'} />
      </p>
    );
  }
  const shown = size ? free.filter((b) => b.sizeClass === size) : free;
  const count = (s: BoxSize | null) => (s ? free.filter((b) => b.sizeClass === s).length : free.length);
  return (
    <div className="box-table">
      <div className="box-table__filter" role="group" aria-label={t('search.filters.size')}>
        {[null, ...boxSizes].map((s) => (
          <button key={s ?? 'all'} type="button" className="chip" aria-pressed={size === s} onClick={() => setSize(s)} disabled={count(s) === 0}>
            {`${s ? t(sizeNameId(s)) : t('warehouse.boxes.allSizes')} (${count(s)})`}
          </button>
        ))}
      </div>
      <div className="box-table__scroll" role="region" aria-labelledby="box-table-caption" tabIndex={0}>
        <table>
          <caption id="box-table-caption">
            <FormattedMessage id="warehouse.boxes.caption" values={{ count: shown.length }} />
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('warehouse.boxes.box')}</th>
              <th scope="col">{t('warehouse.boxes.size')}</th>
              <th scope="col">{t('warehouse.boxes.area')}</th>
              <th scope="col">{t('warehouse.boxes.dimensions')}</th>
              <th scope="col">{t('warehouse.boxes.price')}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {shown.map((box) => (
              <tr key={box.id}>
                <th scope="row">{box.name}</th>
                <td>{t(sizeNameId(box.sizeClass))}</td>
                <td>{formatArea(box.area, locale)}</td>
                <td>{`${formatLength(box.width, locale)} × ${formatLength(box.length, locale)} × ${formatLength(box.height, locale)} m`}</td>
                <td>{format.money(box.pricePerMonth)}</td>
                <td>
                  <AppLink to={orderHref(box)} className="button button--primary button--small" aria-label={t('warehouse.order.box', { name: box.name })}>
                    <FormattedMessage id="warehouse.order" />
                  </AppLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
