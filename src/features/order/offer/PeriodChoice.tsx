import { FormattedMessage } from 'react-intl';
import type { ErrorCode } from '../../../../contract/errors';
import type { OrderOffer } from '../../../../contract/order';
import type { Period } from '../../../../machines/order/events';
import { useFormatters } from '../../../shared/i18n/formatters';
import { RadioGroup } from '../../../shared/form/RadioGroup';

/** Invoicing periods 1, 3, 6 and 12 months with the server's prices. */
export function PeriodChoice({ periods, value, onChange, error }: { periods: OrderOffer['periods']; value: Period | null; onChange: (period: Period) => void; error?: ErrorCode | null }) {
  const format = useFormatters();
  return (
    <RadioGroup
      name="period"
      legend={<FormattedMessage id="order.period.legend" />}
      required
      error={error}
      value={value}
      onChange={onChange}
      options={periods.map((period) => ({
        value: period.periodInMonths,
        label: <FormattedMessage id="order.period.months" values={{ months: period.periodInMonths }} />,
        detail: (
          <>
            <FormattedMessage id="order.period.monthly" values={{ price: format.money(period.monthlyPrice) }} />{' '}
            <FormattedMessage id="order.period.firstPayment" values={{ price: format.money(period.firstPayment) }} />
            {period.discount.minor > 0 && (
              <>
                {' '}
                <FormattedMessage id="order.period.discount" values={{ price: format.money(period.discount) }} />
              </>
            )}
          </>
        ),
      }))}
    />
  );
}
