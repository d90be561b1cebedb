import { FormattedMessage } from 'react-intl';
import type { ErrorCode } from '@contract/errors';
import type { OrderOffer } from '@contract/order';
import type { Period } from '@machines/order/events';
import { useFormatters } from '@shared/i18n/formatters';
import { RadioGroup } from '@shared/form/RadioGroup';

/**
 * Invoicing periods 1, 3, 6 and 12 months with the server's prices for the chosen insurance
 * (`insuranceId`, null for the included one): monthly price and first payment include it.
 */
export function PeriodChoice({
  periods,
  insuranceId,
  value,
  onChange,
  error,
}: {
  periods: OrderOffer['periods'];
  insuranceId: number | null;
  value: Period | null;
  onChange: (period: Period) => void;
  error?: ErrorCode | null;
}) {
  const format = useFormatters();
  const pricesOf = (period: OrderOffer['periods'][number]) =>
    (insuranceId !== null ? period.byInsurance.find((prices) => prices.insuranceId === insuranceId) : undefined) ??
    period;
  return (
    <RadioGroup
      name="period"
      legend={<FormattedMessage id="order.period.legend" />}
      required
      error={error}
      value={value}
      onChange={onChange}
      options={periods.map((period) => {
        const prices = pricesOf(period);
        return {
          value: period.periodInMonths,
          label: <FormattedMessage id="order.period.months" values={{ months: period.periodInMonths }} />,
          detail: (
            <>
              <FormattedMessage id="order.period.monthly" values={{ price: format.money(prices.monthlyPrice) }} />{' '}
              <FormattedMessage id="order.period.firstPayment" values={{ price: format.money(prices.firstPayment) }} />
              {period.discount.minor > 0 && (
                <>
                  {' '}
                  <FormattedMessage id="order.period.discount" values={{ price: format.money(period.discount) }} />
                </>
              )}
            </>
          ),
        };
      })}
    />
  );
}
