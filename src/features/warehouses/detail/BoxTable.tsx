// biome-ignore-all lint/a11y/noRedundantRoles: on phones the rows are laid out as cards, which takes a table's implicit roles away in some browsers; the explicit roles keep it a table for assistive technology.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BoxSize } from '@contract/enums';
import type { Box } from '@contract/warehouse';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { ScrollArea } from '@shared/layout/ScrollArea';
import { AppLink } from '@shared/navigation/AppLink';
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
  const free = orderable
    ? boxes.filter((b) => b.free).sort((a, b) => a.area - b.area || a.pricePerMonth.minor - b.pricePerMonth.minor)
    : [];
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
      <fieldset className="box-table__filter" aria-label={t('search.filters.size')}>
        {[null, ...boxSizes].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            className="chip"
            aria-pressed={size === s}
            onClick={() => setSize(s)}
            disabled={count(s) === 0}
          >
            {`${s ? t(sizeNameId(s)) : t('warehouse.boxes.allSizes')} (${count(s)})`}
          </button>
        ))}
      </fieldset>
      <ScrollArea className="box-table__scroll" labelledBy="box-table-caption">
        <table role="table">
          <caption id="box-table-caption">
            <FormattedMessage id="warehouse.boxes.caption" values={{ count: shown.length }} />
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                {t('warehouse.boxes.box')}
              </th>
              <th role="columnheader" scope="col">
                {t('warehouse.boxes.size')}
              </th>
              <th role="columnheader" scope="col">
                {t('warehouse.boxes.area')}
              </th>
              <th role="columnheader" scope="col">
                {t('warehouse.boxes.dimensions')}
              </th>
              <th role="columnheader" scope="col">
                {t('warehouse.boxes.price')}
              </th>
              <td role="cell" />
            </tr>
          </thead>
          <tbody role="rowgroup">
            {shown.map((box) => (
              <tr key={box.id} role="row">
                <th role="rowheader" scope="row" className="box-table__name" data-label={t('warehouse.boxes.box')}>
                  {box.name}
                </th>
                <td role="cell" className="box-table__size" data-label={t('warehouse.boxes.size')}>
                  {t(sizeNameId(box.sizeClass))}
                </td>
                <td role="cell" className="box-table__area" data-label={t('warehouse.boxes.area')}>
                  {formatArea(box.area, locale)}
                </td>
                <td role="cell" className="box-table__dimensions" data-label={t('warehouse.boxes.dimensions')}>
                  {`${formatLength(box.width, locale)} × ${formatLength(box.length, locale)} × ${formatLength(box.height, locale)} m`}
                </td>
                <td role="cell" className="box-table__price" data-label={t('warehouse.boxes.price')}>
                  {format.money(box.pricePerMonth)}
                </td>
                <td role="cell" className="box-table__order">
                  <AppLink
                    to={orderHref(box)}
                    className="button button--primary button--small"
                    aria-label={t('warehouse.order.box', { name: box.name })}
                  >
                    <FormattedMessage id="warehouse.order" />
                  </AppLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </div>
  );
}
