import { FormattedMessage } from 'react-intl';
import type { OrderOffer } from '@contract/order';
import { useFormatters } from '@shared/i18n/formatters';
import { RadioGroup } from '@shared/form/RadioGroup';

/** The included basic insurance or an extra option; null in the draft means the included one. */
export function InsuranceChoice({
  options,
  value,
  onChange,
}: {
  options: OrderOffer['insuranceOptions'];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const format = useFormatters();
  if (options.length === 0) return null;
  const included = options.find((option) => option.included);
  const chosen = value ?? included?.id ?? null;
  return (
    <RadioGroup
      name="insurance"
      legend={<FormattedMessage id="order.insurance.legend" />}
      value={chosen}
      onChange={(id) => onChange(id === included?.id ? null : id)}
      options={options.map((option) => ({
        value: option.id,
        label: <FormattedMessage id="order.insurance.coverage" values={{ coverage: format.money(option.coverage) }} />,
        detail: option.included ? (
          <FormattedMessage id="order.insurance.included" />
        ) : (
          <FormattedMessage id="order.insurance.price" values={{ price: format.money(option.pricePerMonth) }} />
        ),
      }))}
    />
  );
}
