import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminVoucher } from '@contract/admin/vouchers';
import { operatingCountries } from '@contract/operatingCountries';
import { MyListProvider, type MyListEffects } from '@machines/myList/provider';
import { countryName } from '@shared/countries/countryName';
import { SelectField, TextField } from '@shared/form/Fields';
import { useT } from '@shared/i18n/useT';
import { useDocumentTitle } from '@shared/routing/documentTitle';
import { LoadedList, useRows } from '../frame/LoadedList';
import { timingOf } from '../frame/validity';
import { VoucherCreator } from './VoucherEditor';
import { VoucherTable } from './VoucherTable';
import { voucherActions, voucherListEffects, type VoucherActions } from './voucherEffects';

/** Vouchers (administrators only): their terms, validity and uses; create, change, end early. */
export function VouchersScreen({
  effects,
  actions,
}: {
  effects?: MyListEffects<AdminVoucher>;
  actions?: VoucherActions;
}) {
  const t = useT();
  const [listEffects] = useState(() => effects ?? voucherListEffects());
  const [calls] = useState(() => actions ?? voucherActions());
  useDocumentTitle(t('title.page', { page: t('admin.vouchers.title') }));
  return (
    <>
      <h1 className="page__title">
        <FormattedMessage id="admin.vouchers.title" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="admin.vouchers.intro" />
      </p>
      <MyListProvider query="" effects={listEffects}>
        <LoadedList empty={<FormattedMessage id="admin.vouchers.empty" />}>
          <FilteredVouchers actions={calls} />
        </LoadedList>
        <VoucherCreator actions={calls} />
      </MyListProvider>
    </>
  );
}

/** The list with its search: by code or description, by state and by country (all on the loaded list). */
function FilteredVouchers({ actions }: { actions: VoucherActions }) {
  const t = useT();
  const { locale } = useIntl();
  const vouchers = useRows<AdminVoucher>();
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const [country, setCountry] = useState('');
  const words = search.trim().toUpperCase();
  const shown = vouchers.filter(
    (v) =>
      (!words || v.code.includes(words) || (v.description ?? '').toUpperCase().includes(words)) &&
      (!state || timingOf(v.validFrom, v.validUntil) === state) &&
      (!country || (country === 'ALL' ? v.country === null : v.country === country)),
  );
  return (
    <>
      <search className="console__filters" aria-label={t('admin.vouchers.filter')}>
        <TextField name="search" value={search} onChange={setSearch} type="search" label={t('admin.vouchers.search')} />
        <SelectField
          name="state"
          value={state}
          onChange={setState}
          label={t('admin.vouchers.column.state')}
          options={[
            { value: '', label: t('admin.vouchers.anyState') },
            ...(['current', 'future', 'past'] as const).map((value) => ({
              value,
              label: t(`admin.validity.${value}`),
            })),
          ]}
        />
        <SelectField
          name="country"
          value={country}
          onChange={setCountry}
          label={t('admin.vouchers.column.country')}
          options={[
            { value: '', label: t('admin.vouchers.anyCountry') },
            { value: 'ALL', label: t('admin.vouchers.allCountries') },
            ...operatingCountries.map((value) => ({ value, label: countryName(value, locale) })),
          ]}
        />
      </search>
      <p role="status">
        <FormattedMessage id="admin.vouchers.shown" values={{ shown: shown.length, all: vouchers.length }} />
      </p>
      {shown.length > 0 && <VoucherTable vouchers={shown} actions={actions} />}
    </>
  );
}
