import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminVoucher, VoucherCreate, VoucherUpdate } from '@contract/admin/vouchers';
import type { Failure } from '@machines/shared/failure';
import { voucherKinds } from '@contract/admin/voucherValues';
import { currencies } from '@contract/currencies';
import { operatingCountries } from '@contract/operatingCountries';
import { countryName } from '@shared/countries/countryName';
import { CheckboxField, SelectField, TextField } from '@shared/form/Fields';
import { FormFrame } from '@shared/form/FormFrame';
import { lazyValidator } from '@shared/form/lazyValidator';
import { useForm } from '@shared/form/useForm';
import { useT } from '@shared/i18n/useT';
import { VoucherCountry, VoucherDiscount, VoucherPeriods } from './VoucherTerms';
import { bodyOf, currencyFor, emptyVoucher, valuesOf } from './voucherValues';

const creation = lazyValidator(() => import('@contract/admin/vouchers').then((m) => m.VoucherCreate));
const change = lazyValidator(() => import('@contract/admin/vouchers').then((m) => m.VoucherUpdate));

/**
 * A voucher's form: a new one (with its code), or a change of `voucher`. Once orders used a voucher
 * its terms are shown, not offered: only its description, end and usage limit change then.
 */
export function VoucherForm({
  voucher,
  failure,
  busy,
  onSubmit,
  label,
  submitLabel,
}: {
  voucher?: AdminVoucher;
  failure: Failure | null;
  busy: boolean;
  onSubmit: (body: VoucherCreate | VoucherUpdate) => void;
  label: string;
  submitLabel: string;
}) {
  const t = useT();
  const { locale } = useIntl();
  const form = useForm(voucher ? valuesOf(voucher) : emptyVoucher(), failure);
  const { values } = form;
  const schema = voucher ? change : creation;
  const fixed = voucher !== undefined && voucher.uses > 0;
  const countryCurrency = currencyFor(values.country);
  const body = (v: typeof values) => bodyOf(countryCurrency ? { ...v, currency: countryCurrency } : v, voucher);
  return (
    <FormFrame
      form={form}
      label={label}
      validate={(v) => schema.validate(body(v))}
      preload={schema.preload}
      onValid={(v) => onSubmit(schema.parse(body(v)))}
      busy={busy}
      submitLabel={submitLabel}
    >
      {!voucher && (
        <TextField
          {...form.field('code')}
          required
          autoComplete="off"
          label={t('admin.vouchers.field.code')}
          hint={t('admin.vouchers.hint.code')}
        />
      )}
      {fixed ? (
        <p className="notice">
          <FormattedMessage
            id="admin.vouchers.termsFixed"
            values={{
              uses: voucher.uses,
              discount: <VoucherDiscount voucher={voucher} />,
              country: <VoucherCountry voucher={voucher} />,
              periods: <VoucherPeriods voucher={voucher} />,
            }}
          />
        </p>
      ) : (
        <>
          <SelectField
            {...form.field('kind')}
            required
            label={t('admin.vouchers.field.kind')}
            options={voucherKinds.map((value) => ({ value, label: t(`admin.vouchers.kind.${value}`) }))}
          />
          {values.kind === 'PERCENT' ? (
            <TextField
              {...form.field('percent')}
              required
              inputMode="numeric"
              label={t('admin.vouchers.field.percent')}
              hint={t('admin.vouchers.hint.percent')}
            />
          ) : (
            <>
              <TextField
                {...form.field('amount')}
                required
                inputMode="decimal"
                label={t('admin.vouchers.field.amount')}
                hint={t('admin.vouchers.hint.amount')}
              />
              <SelectField
                {...form.field('currency')}
                {...(countryCurrency ? { value: countryCurrency } : {})}
                required
                label={t('admin.vouchers.field.currency')}
                options={(countryCurrency ? [countryCurrency] : currencies).map((value) => ({ value, label: value }))}
              />
            </>
          )}
          <SelectField
            {...form.field('country')}
            label={t('admin.vouchers.field.country')}
            options={[
              { value: '', label: t('admin.vouchers.allCountries') },
              ...operatingCountries.map((value) => ({ value, label: countryName(value, locale) })),
            ]}
          />
          <CheckboxField
            {...form.checkbox('everyPeriod')}
            label={t('admin.vouchers.field.everyPeriod')}
            hint={t('admin.vouchers.hint.everyPeriod')}
          />
          <TextField {...form.field('validFrom')} required type="datetime-local" label={t('admin.field.validFrom')} />
        </>
      )}
      <TextField
        {...form.field('validUntil')}
        type="datetime-local"
        label={t('admin.field.validUntil')}
        hint={t('admin.field.validUntilHint')}
      />
      <TextField
        {...form.field('usageLimit')}
        inputMode="numeric"
        label={t('admin.vouchers.field.usageLimit')}
        hint={t('admin.vouchers.hint.usageLimit')}
      />
      <TextField {...form.field('description')} autoComplete="off" label={t('admin.vouchers.field.description')} />
    </FormFrame>
  );
}
