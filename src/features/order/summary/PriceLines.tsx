import { FormattedMessage } from 'react-intl';
import type { OrderSummary } from '../../../../contract/order';
import { useFormatters } from '../../../shared/i18n/formatters';

/**
 * The first payment line by line and the regular monthly price, exactly as the server priced them
 * (amounts with and without VAT); nothing here adds or multiplies money.
 */
export function PriceLines({ summary }: { summary: OrderSummary }) {
  const format = useFormatters();
  const { firstPayment } = summary;
  const day = (iso: string) => format.date(iso);
  return (
    <section className="order-prices" aria-labelledby="order-prices-title">
      <h2 id="order-prices-title">
        <FormattedMessage id="checkout.prices.title" />
      </h2>
      <p>
        <FormattedMessage id="checkout.prices.period" values={{ from: day(summary.periodFrom), to: day(summary.periodTo) }} />
      </p>
      <div className="order-prices__scroll">
        <table className="order-prices__table">
          <caption className="visually-hidden">
            <FormattedMessage id="checkout.prices.caption" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="checkout.prices.item" />
              </th>
              <th scope="col">
                <FormattedMessage id="checkout.prices.count" />
              </th>
              <th scope="col">
                <FormattedMessage id="checkout.prices.unitPrice" />
              </th>
              <th scope="col">
                <FormattedMessage id="checkout.prices.withoutVat" />
              </th>
              <th scope="col">
                <FormattedMessage id="checkout.prices.vat" />
              </th>
              <th scope="col">
                <FormattedMessage id="checkout.prices.withVat" />
              </th>
            </tr>
          </thead>
          <tbody>
            {firstPayment.items.map((item, index) => (
              <tr key={index}>
                <th scope="row">{item.subject}</th>
                <td>{format.number(item.count)}</td>
                <td>{format.money(item.unitPrice)}</td>
                <td>{format.money(item.totalPrice)}</td>
                <td>
                  {format.money(item.vat)} <span className="order-prices__rate">({format.number(item.vatPercent)} %)</span>
                </td>
                <td>{format.money(item.totalPriceWithVat)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                <FormattedMessage id="checkout.prices.total" />
              </th>
              <td>{format.money(firstPayment.totalPrice)}</td>
              <td>{format.money(firstPayment.vat)}</td>
              <td className="order-prices__total">{format.money(firstPayment.priceWithVat)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <dl className="order-facts">
        {summary.discount.minor > 0 && (
          <>
            <dt>
              <FormattedMessage id="checkout.prices.discount" />
            </dt>
            <dd>{format.money(summary.discount)}</dd>
          </>
        )}
        <dt>
          <FormattedMessage id="checkout.prices.monthly" />
        </dt>
        <dd>{format.money(summary.monthlyPrice)}</dd>
      </dl>
    </section>
  );
}
