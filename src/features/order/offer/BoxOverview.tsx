import { FormattedMessage } from 'react-intl';
import type { OrderOffer } from '@contract/order';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';

/** The box being ordered and its warehouse (step 1 and the summary). */
export function BoxOverview({ offer }: { offer: Pick<OrderOffer, 'box' | 'warehouse' | 'rentStart'> }) {
  const format = useFormatters();
  const t = useT();
  const { box, warehouse } = offer;
  const { street, number, zip, city } = warehouse.address;
  return (
    <section className="order-box" aria-labelledby="order-box-title">
      <h2 id="order-box-title" className="order-box__title">
        <FormattedMessage
          id="order.box.title"
          values={{ name: box.name, size: t(`sizeGuide.name.${box.sizeClass}`) }}
        />
      </h2>
      <dl className="order-facts">
        <dt>
          <FormattedMessage id="order.box.area" />
        </dt>
        <dd>
          <FormattedMessage
            id="order.box.dimensions"
            values={{
              area: format.number(box.area),
              width: format.number(box.width),
              length: format.number(box.length),
              height: format.number(box.height),
            }}
          />
        </dd>
        <dt>
          <FormattedMessage id="order.box.warehouse" />
        </dt>
        <dd>
          {warehouse.name}, {street} {number}, {zip} {city}
        </dd>
        <dt>
          <FormattedMessage id="order.box.rentStart" />
        </dt>
        <dd>{format.date(offer.rentStart)}</dd>
      </dl>
    </section>
  );
}
