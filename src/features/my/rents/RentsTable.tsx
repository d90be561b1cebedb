import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Rent } from '@contract/entities';
import { useFormatters } from '@shared/i18n/formatters';
import { AppLink } from '@shared/navigation/AppLink';
import { importWithReload } from '@shared/chunks/chunkReload';
import { paths } from '@shared/routing/paths';
import { PdfButton } from '../shared/PdfButton';
import './Rents.css';

// The rent payment's machine is downloaded only by a list with a rent to pay (most lists have none);
// until it has arrived, the button stands where it will be, inactive.
const PayRentButton = lazy(
  importWithReload(() => import('./PayRentButton').then((module) => ({ default: module.PayRentButton }))),
);
const PayRentButtonLoading = () => (
  <span className="my-pay">
    <button type="button" className="button button--primary my-pay__button" disabled>
      <FormattedMessage id="my.rents.pay" />
    </button>
  </span>
);

const columns = ['contract', 'box', 'issued', 'paid', 'period', 'amount', 'invoice', 'pay'] as const;

/**
 * Rents as a table on wide screens; at phone widths every row becomes a card whose cells carry
 * their column's name (Rents.css), so nothing scrolls sideways.
 */
export function RentsTable({ rents, caption }: { rents: readonly Rent[]; caption: string }) {
  const format = useFormatters();
  return (
    <table className="my-rents">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              <FormattedMessage id={`my.rents.column.${column}`} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rents.map((rent) => (
          <RentRow key={rent.id} rent={rent} format={format} />
        ))}
      </tbody>
    </table>
  );
}

function Cell({ column, children }: { column: (typeof columns)[number]; children: React.ReactNode }) {
  return (
    <td className={`my-rents__${column}`}>
      <span className="my-rents__label" aria-hidden="true">
        <FormattedMessage id={`my.rents.column.${column}`} />
      </span>
      <span className="my-rents__value">{children}</span>
    </td>
  );
}

/** An unpaid rent says why: its card charge still runs, the card was declined (pay it here), or it simply waits. */
const unpaidMessage: Record<Rent['payingStatus'], string> = {
  CREATED: 'my.rents.notPaid',
  ATTEMPTING_AUTOPAY: 'my.rents.charging',
  WAITING_FOR_MANUAL: 'my.rents.cardDeclined',
  PAID: 'my.rents.notPaid',
};

function RentRow({ rent, format }: { rent: Rent; format: ReturnType<typeof useFormatters> }) {
  return (
    <tr>
      <Cell column="contract">
        <AppLink to={paths.myContract(rent.contractId)} className="link-target">
          {rent.contractBusinessId}
        </AppLink>
      </Cell>
      <Cell column="box">{rent.boxName}</Cell>
      <Cell column="issued">{format.date(rent.issuedOn)}</Cell>
      <Cell column="paid">
        {rent.paidAt ? format.date(rent.paidAt) : <FormattedMessage id={unpaidMessage[rent.payingStatus]} />}
      </Cell>
      <Cell column="period">
        <FormattedMessage
          id="my.rents.periodRange"
          values={{ from: format.date(rent.periodFrom), to: format.date(rent.periodTo) }}
        />
      </Cell>
      <Cell column="amount">{format.money(rent.amount)}</Cell>
      <Cell column="invoice">
        {rent.invoiceId !== null ? (
          <PdfButton
            document={{ kind: 'invoice', id: rent.invoiceId }}
            fileName={`invoice-${rent.contractBusinessId}-${rent.issuedOn}.pdf`}
          >
            <FormattedMessage id="my.rents.invoice" />
          </PdfButton>
        ) : (
          <FormattedMessage id="my.rents.noInvoice" />
        )}
      </Cell>
      <Cell column="pay">
        {rent.payable ? (
          <Suspense fallback={<PayRentButtonLoading />}>
            <PayRentButton rentId={rent.id} />
          </Suspense>
        ) : null}
      </Cell>
    </tr>
  );
}
