import type { AdminVoucher } from '@contract/admin/vouchers';
import { currencyOfCountry } from '@contract/currencies';
import type { OperatingCountryCode } from '@contract/operatingCountries';
import { instantOf, localInputOf } from '../frame/validity';

/** The voucher form's values: text fields as typed, checkboxes as booleans. */
export type VoucherFormValues = {
  code: string;
  kind: string;
  percent: string;
  amount: string;
  currency: string;
  country: string;
  description: string;
  validFrom: string;
  validUntil: string;
  usageLimit: string;
  everyPeriod: boolean;
};

export const emptyVoucher = (now = new Date()): VoucherFormValues => ({
  code: '',
  kind: 'PERCENT',
  percent: '',
  amount: '',
  currency: 'EUR',
  country: '',
  description: '',
  validFrom: localInputOf(now.toISOString()),
  validUntil: '',
  usageLimit: '',
  everyPeriod: false,
});

/** "15.50" as minor units (1550); what is not a number is sent as is, for the check to name it. */
function minorOf(amount: string): number | null {
  const text = amount.trim().replace(',', '.');
  if (!text) return null;
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

const wholeOf = (text: string): number | null => (text.trim() ? Number(text.trim()) : null);

export const valuesOf = (v: AdminVoucher): VoucherFormValues => ({
  code: v.code,
  kind: v.kind,
  percent: v.percent === null ? '' : String(v.percent),
  amount: v.amountMinor === null ? '' : (v.amountMinor / 100).toFixed(2),
  currency: v.currency ?? (v.country ? currencyOfCountry[v.country] : 'EUR'),
  country: v.country ?? '',
  description: v.description ?? '',
  validFrom: localInputOf(v.validFrom),
  validUntil: localInputOf(v.validUntil),
  usageLimit: v.usageLimit === null ? '' : String(v.usageLimit),
  everyPeriod: v.everyPeriod,
});

/** The request body of the form's values (the contract's schema checks and normalises it). */
export function bodyOf(values: VoucherFormValues, loaded?: AdminVoucher) {
  const percent = values.kind === 'PERCENT';
  return {
    ...(loaded ? {} : { code: values.code }),
    kind: values.kind,
    percent: percent ? wholeOf(values.percent) : null,
    amountMinor: percent ? null : minorOf(values.amount),
    currency: percent ? null : values.currency,
    country: values.country || null,
    description: values.description.trim() || null,
    validFrom: instantOf(values.validFrom, loaded?.validFrom) ?? '',
    validUntil: instantOf(values.validUntil, loaded?.validUntil ?? null),
    usageLimit: wholeOf(values.usageLimit),
    everyPeriod: values.everyPeriod,
  };
}

/** The currency an AMOUNT voucher of the country takes; any of them for every country. */
export const currencyFor = (country: string): string | null =>
  country ? currencyOfCountry[country as OperatingCountryCode] : null;
