import type { Currency } from '@contract/countries';
import type { InvoiceItem, PriceBreakdown } from '@contract/invoicing';
import type { Language } from '@contract/primitives';
import { documentTexts } from '../documents/texts';
import { netFromGross } from '../pricing/vat';
import type { PricedLine } from './pricing';

export interface LineWording {
  language: Language;
  boxName: string;
  voucherCode: string | null;
}

export function subjectOf(line: PricedLine, w: LineWording): string {
  const t = documentTexts[w.language].lines;
  switch (line.kind) {
    case 'RENT':
      return t.rent(w.boxName, line.count);
    case 'INSURANCE':
      return t.insurance(line.count);
    case 'FIRST_MONTH_FREE':
      return t.firstMonthFree;
    case 'VOUCHER':
      return t.voucher(w.voucherCode ?? '');
    case 'REFERRAL':
      return t.referral;
  }
}

/**
 * A priced line as an invoice item. `unitPrice` is one month without VAT rounded on its own, for
 * reading only: the line's net is computed from the line's gross (see pricing.ts), so it can differ
 * from count × unitPrice by a few minor units.
 */
export function invoiceItemOf(line: PricedLine, currency: Currency, w: LineWording): InvoiceItem {
  const money = (minor: number) => ({ minor, currency });
  const unitNet = line.count === 1 ? line.netMinor : netFromGross(line.unitGrossMinor, line.vatPercent);
  return {
    count: line.count,
    unitPrice: money(unitNet),
    subject: subjectOf(line, w),
    totalPrice: money(line.netMinor),
    totalPriceWithVat: money(line.grossMinor),
    vat: money(line.vatMinor),
    vatPercent: line.vatPercent,
  };
}

export function breakdownOf(lines: PricedLine[], currency: Currency, w: LineWording): PriceBreakdown {
  const sum = (pick: (l: PricedLine) => number) => ({ minor: lines.reduce((s, l) => s + pick(l), 0), currency });
  return {
    items: lines.map((l) => invoiceItemOf(l, currency, w)),
    totalPrice: sum((l) => l.netMinor),
    vat: sum((l) => l.vatMinor),
    priceWithVat: sum((l) => l.grossMinor),
  };
}
