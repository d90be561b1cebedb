import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminVoucher } from '@contract/admin/vouchers';
import { countryName } from '@shared/countries/countryName';
import { useFormatters } from '@shared/i18n/formatters';

/** "25 %" or "15,00 €": what the voucher takes off the rent. */
export function VoucherDiscount({ voucher: v }: { voucher: AdminVoucher }) {
  const format = useFormatters();
  return v.kind === 'PERCENT' || v.amountMinor === null || v.currency === null ? (
    <FormattedMessage id="admin.vouchers.percent" values={{ percent: v.percent ?? 0 }} />
  ) : (
    format.money({ minor: v.amountMinor, currency: v.currency })
  );
}

/** The voucher's country by name, or "All countries". */
export function VoucherCountry({ voucher: v }: { voucher: AdminVoucher }) {
  const { locale } = useIntl();
  return v.country ? countryName(v.country, locale) : <FormattedMessage id="admin.vouchers.allCountries" />;
}

/** "First period" or "Every period". */
export const VoucherPeriods = ({ voucher: v }: { voucher: AdminVoucher }) => (
  <FormattedMessage id={v.everyPeriod ? 'admin.vouchers.everyPeriod' : 'admin.vouchers.firstPeriod'} />
);
