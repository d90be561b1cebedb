import { FormattedMessage } from 'react-intl';
import type { PriceChange, PriceChangeRequest, WarehousePrices } from '@contract/admin/prices';
import { discountedPeriods, priceKinds } from '@contract/admin/values';
import { boxSizes } from '@contract/enumValues';
import { SelectField, TextField } from '@shared/form/Fields';
import { FormSuccess } from '@shared/form/FormParts';
import { FormFrame } from '@shared/form/FormFrame';
import { lazyValidator } from '@shared/form/lazyValidator';
import { useForm } from '@shared/form/useForm';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import { minorOf, useReloadingSubmission } from '../layout/BoxForms';
import type { PriceActions } from './pricesEffects';

const priceChange = lazyValidator(() => import('@contract/admin/prices').then((m) => m.PriceChangeRequest));

/** The day after an ISO day. */
const dayAfter = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

type Values = Record<
  'kind' | 'target' | 'monthlyMinor' | 'coverageMinor' | 'periodMonths' | 'percent' | 'effectiveFrom' | 'reason',
  string
>;

/** The request of the typed values: a target is `class:SMALL` or `box:31`; amounts are typed in the currency's units. */
function requestOf(v: Values): PriceChangeRequest {
  const common = { effectiveFrom: v.effectiveFrom, reason: v.reason };
  const [by, value] = v.target.split(':');
  const target = by === 'box' ? { boxId: Number(value) } : { sizeClass: value };
  if (v.kind === 'PERIOD_DISCOUNT')
    return {
      kind: 'PERIOD_DISCOUNT',
      periodMonths: Number(v.periodMonths),
      percent: Number(v.percent || Number.NaN),
      ...common,
    } as PriceChangeRequest;
  if (v.kind === 'INSURANCE')
    return {
      kind: 'INSURANCE',
      target,
      coverageMinor: minorOf(v.coverageMinor),
      // No monthly price: only the included basic insurance is offered.
      monthlyMinor: v.monthlyMinor.trim() === '' ? null : minorOf(v.monthlyMinor),
      ...common,
    } as PriceChangeRequest;
  return { kind: 'RENT', target, monthlyMinor: minorOf(v.monthlyMinor), ...common } as PriceChangeRequest;
}

/** A rent, the extra insurance or a period discount from a day, with the reason the audit log keeps. */
export function PriceForm({ prices, actions }: { prices: WarehousePrices; actions: PriceActions }) {
  const t = useT();
  const format = useFormatters();
  const change = useReloadingSubmission((body: PriceChangeRequest) => actions.schedule(body));
  const form = useForm(
    {
      kind: 'RENT',
      target: 'class:SMALL',
      monthlyMinor: '',
      coverageMinor: '',
      periodMonths: '12',
      percent: '',
      effectiveFrom: dayAfter(prices.today),
      reason: '',
    },
    change.failure,
  );
  const kind = form.values.kind;
  if (change.succeeded) {
    const set = change.result as PriceChange | null;
    return (
      <FormSuccess>
        <FormattedMessage id="admin.prices.scheduled" values={{ day: set ? format.date(set.effectiveFrom) : '' }} />
      </FormSuccess>
    );
  }
  const targets = [
    ...boxSizes.map((size) => ({
      value: `class:${size}`,
      label: t('admin.prices.targetClass', { size: t(`sizeGuide.name.${size}`) }),
    })),
    ...prices.boxes.map((b) => ({ value: `box:${b.id}`, label: t('admin.prices.targetBox', { name: b.name }) })),
  ];
  return (
    <FormFrame
      form={form}
      label={t('admin.prices.formTitle')}
      validate={(v) => priceChange.validate(requestOf(v))}
      preload={priceChange.preload}
      onValid={(v) => change.submit(priceChange.parse(requestOf(v)))}
      busy={change.submitting}
      submitLabel={<FormattedMessage id="admin.prices.schedule" />}
    >
      <SelectField
        {...form.field('kind')}
        required
        label={t('admin.prices.field.kind')}
        options={priceKinds.map((value) => ({ value, label: t(`admin.prices.kind.${value}`) }))}
      />
      {kind === 'PERIOD_DISCOUNT' ? (
        <>
          <SelectField
            {...form.field('periodMonths')}
            required
            label={t('admin.prices.field.periodMonths')}
            options={discountedPeriods.map((months) => ({
              value: String(months),
              label: t('admin.prices.months', { months }),
            }))}
          />
          <TextField {...form.field('percent')} required inputMode="numeric" label={t('admin.prices.field.percent')} />
        </>
      ) : (
        <>
          <SelectField {...form.field('target')} required label={t('admin.prices.field.target')} options={targets} />
          {kind === 'INSURANCE' && (
            <TextField
              {...form.field('coverageMinor')}
              required
              inputMode="decimal"
              label={t('admin.prices.field.coverage', { currency: prices.currency })}
            />
          )}
          <TextField
            {...form.field('monthlyMinor')}
            required={kind === 'RENT'}
            inputMode="decimal"
            label={t('admin.prices.field.monthly', { currency: prices.currency })}
            hint={kind === 'INSURANCE' ? t('admin.prices.insuranceHint') : undefined}
          />
        </>
      )}
      <TextField
        {...form.field('effectiveFrom')}
        required
        type="date"
        min={prices.today}
        label={t('admin.prices.field.effectiveFrom')}
        hint={t('admin.prices.effectiveHint')}
      />
      <TextField {...form.field('reason')} required label={t('admin.field.reason')} />
    </FormFrame>
  );
}
