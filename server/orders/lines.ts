import type { Currency } from '@contract/countries';
import type { InvoiceItem, PriceBreakdown } from '@contract/invoicing';
import type { Language } from '@contract/primitives';
import { documentTexts } from '../documents/texts';
import { vatByRate } from '../pricing/vat';
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
    case 'PERIOD_DISCOUNT':
      return t.periodDiscount;
    case 'VOUCHER':
      return t.voucher(w.voucherCode ?? '');
    case 'REFERRAL':
      return t.referral;
  }
}

/** A priced line as an invoice item: unit price with VAT × count = the line's total with VAT. */
export function invoiceItemOf(line: PricedLine, currency: Currency, w: LineWording): InvoiceItem {
  return {
    count: line.count,
    unitPriceWithVat: { minor: line.unitGrossMinor, currency },
    subject: subjectOf(line, w),
    totalPriceWithVat: { minor: line.grossMinor, currency },
    vatPercent: line.vatPercent,
  };
}

/** The lines as invoice items, with VAT split per rate (`vatByRate`) and the totals of those rates. */
export function breakdownOf(lines: PricedLine[], currency: Currency, w: LineWording): PriceBreakdown {
  const money = (minor: number) => ({ minor, currency });
  const rates = vatByRate(lines, currency);
  const sum = (pick: (r: (typeof rates)[number]) => number) => money(rates.reduce((s, r) => s + pick(r), 0));
  return {
    items: lines.map((l) => invoiceItemOf(l, currency, w)),
    vatRates: rates.map((r) => ({
      vatPercent: r.vatPercent,
      totalPrice: money(r.netMinor),
      vat: money(r.vatMinor),
      totalPriceWithVat: money(r.grossMinor),
    })),
    totalPrice: sum((r) => r.netMinor),
    vat: sum((r) => r.vatMinor),
    priceWithVat: sum((r) => r.grossMinor),
  };
}
