import { sql, type SQL } from 'drizzle-orm';
import type { VoucherTerms } from '../orders/pricing';

/** The voucher of a contract whose discount applies to every period, as its invoice names it. */
export interface RecurringVoucher {
  code: string;
  terms: VoucherTerms;
}

interface Row {
  code: string;
  kind: string;
  percent: number | null;
  amountMinor: number | null;
}

/**
 * The every-period voucher of the order a contract came from, as one JSON value (null when its
 * voucher discounted the first period only, or it had none): a subquery, so billing a contract
 * costs no extra round trip. A used voucher's terms never change (the console refuses it), so they
 * are read from the voucher itself.
 */
export const recurringVoucherOf = (orderId: SQL | number | null): SQL<Row | null> =>
  sql<Row | null>`(select jsonb_build_object('code', v.code, 'kind', v.kind, 'percent', v.percent, 'amountMinor', v.amount_minor)
    from client_order o join voucher v on v.id = o.voucher_id where o.id = ${orderId} and v.every_period)`;

export function recurringVoucher(row: Row | string | null): RecurringVoucher | null {
  const v: Row | null = typeof row === 'string' ? (JSON.parse(row) as Row) : row;
  if (!v) return null;
  const terms: VoucherTerms =
    v.kind === 'PERCENT'
      ? { kind: 'PERCENT', percent: Number(v.percent) }
      : { kind: 'AMOUNT', amountMinor: Number(v.amountMinor) };
  return { code: v.code, terms };
}
