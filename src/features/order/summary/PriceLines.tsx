// biome-ignore-all lint/a11y/noRedundantRoles: on phones each line is laid out as a card, which takes a table's implicit roles away in some browsers; the explicit roles keep it a table for assistive technology.
import { FormattedMessage } from 'react-intl';
import type { OrderSummary } from '@contract/order';
import type { Money } from '@contract/primitives';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { ScrollArea } from '@shared/layout/ScrollArea';

/**
 * The first payment line by line (unit price with VAT × count = the line's amount; discounts are
 * negative lines), the VAT recap per rate and the total, then the regular monthly price, exactly as
 * the server priced them; nothing here adds or multiplies money.
 */
export function PriceLines({ summary }: { summary: OrderSummary }) {
  const format = useFormatters();
  const t = useT();
  const { firstPayment } = summary;
  const day = (iso: string) => format.date(iso);
  const sum = (label: string, amount: Money, total?: boolean) => (
    <tr key={label} role="row">
      <th role="rowheader" scope="row" colSpan={3}>
        {label}
      </th>
      <td role="cell" className={total ? 'order-prices__total' : undefined}>
        {format.money(amount)}
      </td>
    </tr>
  );
  return (
    <section className="order-prices" aria-labelledby="order-prices-title">
      <h2 id="order-prices-title">
        <FormattedMessage id="checkout.prices.title" />
      </h2>
      <p>
        <FormattedMessage
          id="checkout.prices.period"
          values={{ from: day(summary.periodFrom), to: day(summary.periodTo) }}
        />
      </p>
      <ScrollArea labelledBy="order-prices-caption" className="order-prices__scroll">
        <table role="table" className="order-prices__table">
          <caption id="order-prices-caption" className="visually-hidden">
            <FormattedMessage id="checkout.prices.caption" />
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                <FormattedMessage id="checkout.prices.item" />
              </th>
              <th role="columnheader" scope="col">
                <FormattedMessage id="checkout.prices.count" />
              </th>
              <th role="columnheader" scope="col">
                <FormattedMessage id="checkout.prices.unitPrice" />
              </th>
              <th role="columnheader" scope="col">
                <FormattedMessage id="checkout.prices.withVat" />
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {firstPayment.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the server's lines of one price, in its order; two may name the same subject.
              <tr key={index} role="row">
                <th role="rowheader" scope="row">
                  {item.subject}
                </th>
                <td role="cell" data-label={t('checkout.prices.count')}>
                  {format.number(item.count)}
                </td>
                <td role="cell" data-label={t('checkout.prices.unitPrice')}>
                  {format.money(item.unitPriceWithVat)}
                </td>
                <td role="cell" data-label={t('checkout.prices.withVat')}>
                  {format.money(item.totalPriceWithVat)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot role="rowgroup">
            {firstPayment.vatRates.flatMap((r) => [
              sum(t('checkout.prices.base', { rate: r.vatPercent }), r.totalPrice),
              sum(t('checkout.prices.vat', { rate: r.vatPercent }), r.vat),
            ])}
            {sum(t('checkout.prices.total'), firstPayment.priceWithVat, true)}
          </tfoot>
        </table>
      </ScrollArea>
      <dl className="order-facts">
        <dt>
          <FormattedMessage id="checkout.prices.monthly" />
        </dt>
        <dd>{format.money(summary.monthlyPrice)}</dd>
      </dl>
    </section>
  );
}
