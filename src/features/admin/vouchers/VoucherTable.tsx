import { FormattedMessage } from 'react-intl';
import type { AdminVoucher } from '@contract/admin/vouchers';
import { EditableTable } from '../frame/EditableTable';
import { timingOf } from '../frame/validity';
import { ValidityText } from '../frame/ValidityText';
import { VoucherEditor } from './VoucherEditor';
import { VoucherCountry, VoucherDiscount, VoucherPeriods } from './VoucherTerms';
import type { VoucherActions } from './voucherEffects';

const columns = ['code', 'discount', 'periods', 'country', 'validity', 'uses', 'state'].map(
  (column) => `admin.vouchers.column.${column}`,
);

/** The vouchers the filter lets through; "Change" opens the row's form and "end now" below it. */
export function VoucherTable({ vouchers, actions }: { vouchers: readonly AdminVoucher[]; actions: VoucherActions }) {
  return (
    <EditableTable
      labelId="vouchers-caption"
      caption={<FormattedMessage id="admin.vouchers.title" />}
      columns={columns}
      actionsColumn="admin.vouchers.column.actions"
      rows={vouchers}
      keyOf={(v) => v.id}
      cells={(v) => [
        <>
          {v.code}
          {v.description && <div className="field__hint">{v.description}</div>}
        </>,
        <VoucherDiscount key="discount" voucher={v} />,
        <VoucherPeriods key="periods" voucher={v} />,
        <VoucherCountry key="country" voucher={v} />,
        <ValidityText key="validity" from={v.validFrom} until={v.validUntil} />,
        v.usageLimit === null ? (
          <FormattedMessage key="uses" id="admin.vouchers.usesUnlimited" values={{ uses: v.uses }} />
        ) : (
          <FormattedMessage key="uses" id="admin.vouchers.usesOfLimit" values={{ uses: v.uses, limit: v.usageLimit }} />
        ),
        <FormattedMessage key="state" id={`admin.validity.${timingOf(v.validFrom, v.validUntil)}`} />,
      ]}
      changeLabel={(v) => <FormattedMessage id="admin.vouchers.change" values={{ code: v.code }} />}
      editor={(v) => <VoucherEditor voucher={v} actions={actions} />}
    />
  );
}
