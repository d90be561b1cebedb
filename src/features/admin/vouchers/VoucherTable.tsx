import { Fragment, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AdminVoucher } from '@contract/admin/vouchers';
import { useFormatters } from '@shared/i18n/formatters';
import { ScrollArea } from '@shared/layout/ScrollArea';
import { timingOf } from '../frame/validity';
import { VoucherEditor } from './VoucherEditor';
import { VoucherCountry, VoucherDiscount, VoucherPeriods } from './VoucherTerms';
import type { VoucherActions } from './voucherEffects';

const columns = ['code', 'discount', 'periods', 'country', 'validity', 'uses', 'state'] as const;

/** The vouchers the filter lets through; "Change" opens the row's form and "end now" below it. */
export function VoucherTable({ vouchers, actions }: { vouchers: readonly AdminVoucher[]; actions: VoucherActions }) {
  const format = useFormatters();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ScrollArea labelledBy="vouchers-caption">
      <table className="console__table">
        <caption id="vouchers-caption" className="visually-hidden">
          <FormattedMessage id="admin.vouchers.title" />
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                <FormattedMessage id={`admin.vouchers.column.${column}`} />
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">
                <FormattedMessage id="admin.vouchers.column.actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {vouchers.map((v) => (
            <Fragment key={v.id}>
              <tr>
                <th scope="row">
                  {v.code}
                  {v.description && <div className="field__hint">{v.description}</div>}
                </th>
                <td>
                  <VoucherDiscount voucher={v} />
                </td>
                <td>
                  <VoucherPeriods voucher={v} />
                </td>
                <td>
                  <VoucherCountry voucher={v} />
                </td>
                <td>
                  {v.validUntil ? (
                    <FormattedMessage
                      id="admin.validity.fromUntil"
                      values={{ from: format.dateTime(v.validFrom), until: format.dateTime(v.validUntil) }}
                    />
                  ) : (
                    <FormattedMessage id="admin.validity.from" values={{ from: format.dateTime(v.validFrom) }} />
                  )}
                </td>
                <td>
                  {v.usageLimit === null ? (
                    <FormattedMessage id="admin.vouchers.usesUnlimited" values={{ uses: v.uses }} />
                  ) : (
                    <FormattedMessage id="admin.vouchers.usesOfLimit" values={{ uses: v.uses, limit: v.usageLimit }} />
                  )}
                </td>
                <td>
                  <FormattedMessage id={`admin.validity.${timingOf(v.validFrom, v.validUntil)}`} />
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--link"
                    aria-expanded={open === v.id}
                    onClick={() => setOpen(open === v.id ? null : v.id)}
                  >
                    <FormattedMessage id="admin.vouchers.change" values={{ code: v.code }} />
                  </button>
                </td>
              </tr>
              {open === v.id && (
                <tr>
                  <td colSpan={columns.length + 1}>
                    <VoucherEditor voucher={v} actions={actions} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
