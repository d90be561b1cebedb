import { FormattedMessage } from 'react-intl';
import type { PriceChange, WarehousePrices } from '@contract/admin/prices';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { ScrollArea } from '@shared/layout/ScrollArea';

/** Today's prices of each box and the period discounts: what a new order is offered today. */
export function TodaysPrices({ prices }: { prices: WarehousePrices }) {
  const t = useT();
  const format = useFormatters();
  return (
    <section aria-labelledby="todays-prices">
      <h2 id="todays-prices">
        <FormattedMessage id="admin.prices.todayTitle" values={{ day: format.date(prices.today) }} />
      </h2>
      <ul>
        {prices.periodDiscounts.map((d) => (
          <li key={d.periodMonths}>
            <FormattedMessage
              id="admin.prices.periodDiscount"
              values={{ months: d.periodMonths, percent: format.number(d.percent) }}
            />
          </li>
        ))}
      </ul>
      <ScrollArea labelledBy="todays-prices">
        <table className="console__table">
          <thead>
            <tr>
              {['box', 'size', 'status', 'rent', 'insurance'].map((column) => (
                <th key={column} scope="col">
                  <FormattedMessage id={`admin.prices.column.${column}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {prices.boxes.map((b) => (
              <tr key={b.id}>
                <th scope="row">{b.name}</th>
                <td>{t(`sizeGuide.name.${b.sizeClass}`)}</td>
                <td>
                  <FormattedMessage id={`admin.boxes.status.${b.status}`} />
                </td>
                <td>{format.money(b.monthlyRent)}</td>
                <td>
                  {b.insuranceMonthly
                    ? t('admin.prices.insurance', {
                        coverage: format.money(b.insuranceCoverage),
                        monthly: format.money(b.insuranceMonthly),
                      })
                    : t('admin.prices.basicOnly')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}

/** What a change sets, in words: "10 % for 12 months", "59,00 € a month", "cover 5 000 € at 9,00 € a month". */
function WhatItSets({ change }: { change: PriceChange }) {
  const t = useT();
  const format = useFormatters();
  if (change.kind === 'PERIOD_DISCOUNT')
    return <>{t('admin.prices.periodDiscount', { months: change.periodMonths, percent: change.percent ?? 0 })}</>;
  if (change.kind === 'INSURANCE')
    return (
      <>
        {change.amount && change.coverage
          ? t('admin.prices.insurance', {
              coverage: format.money(change.coverage),
              monthly: format.money(change.amount),
            })
          : t('admin.prices.basicOnly')}
      </>
    );
  return <>{change.amount ? t('admin.prices.monthly', { price: format.money(change.amount) }) : null}</>;
}

/** The changes set, newest day first; a scheduled one can be withdrawn before its day. */
export function PriceChanges({
  prices,
  onWithdraw,
}: {
  prices: WarehousePrices;
  onWithdraw: ((change: PriceChange) => void) | null;
}) {
  const t = useT();
  const format = useFormatters();
  return (
    <section aria-labelledby="price-changes">
      <h2 id="price-changes">
        <FormattedMessage id="admin.prices.changesTitle" />
      </h2>
      {prices.changes.length === 0 ? (
        <p>
          <FormattedMessage id="admin.prices.noChanges" />
        </p>
      ) : (
        <ScrollArea labelledBy="price-changes">
          <table className="console__table">
            <thead>
              <tr>
                {['from', 'kind', 'target', 'sets', 'state', 'by', 'actions'].map((column) => (
                  <th key={column} scope="col">
                    <FormattedMessage id={`admin.prices.column.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {prices.changes.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{format.date(c.effectiveFrom)}</th>
                  <td>{t(`admin.prices.kind.${c.kind}`)}</td>
                  <td>
                    {c.boxName
                      ? t('admin.prices.targetBox', { name: c.boxName })
                      : c.sizeClass
                        ? t('admin.prices.targetClass', { size: t(`sizeGuide.name.${c.sizeClass}`) })
                        : t('admin.prices.targetWarehouse')}
                  </td>
                  <td>
                    <WhatItSets change={c} />
                  </td>
                  <td>{t(`admin.prices.state.${c.state}`)}</td>
                  <td>{c.createdBy ?? '—'}</td>
                  <td>
                    {onWithdraw && c.state === 'SCHEDULED' && (
                      <button type="button" className="button button--link" onClick={() => onWithdraw(c)}>
                        <FormattedMessage
                          id="admin.prices.withdrawOpen"
                          values={{ day: format.date(c.effectiveFrom) }}
                        />
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </section>
  );
}
