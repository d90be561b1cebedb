import type { InvoiceItem } from '@contract/invoicing';
import type { Money } from '@contract/primitives';
import { type UnitNet, unitNetFromGross, vatByRate, type VatRateTotals } from '../pricing/vat';

/**
 * An invoice line as invoices issued before VAT was split per rate stored it: each line had its own
 * net (`totalPrice`, rounded line by line), its VAT, and a unit price without VAT.
 */
export interface LegacyInvoiceItem {
  count: number;
  unitPrice: Money;
  subject: string;
  totalPrice: Money;
  totalPriceWithVat: Money;
  vat: Money;
  vatPercent: number;
}

/** A line of an invoice as stored in its `items`: issued under the rule of today, or before it. */
export type IssuedInvoiceItem = InvoiceItem | LegacyInvoiceItem;

const isLegacy = (item: IssuedInvoiceItem): item is LegacyInvoiceItem => 'vat' in item;

export interface InvoiceFigures {
  /**
   * Each line: unit price with VAT × count = its total with VAT; `unitNet` is the unit price without
   * VAT the invoice states beside it (`unitNetFromGross`), informative and never summed.
   */
  lines: {
    subject: string;
    count: number;
    unitNet: UnitNet;
    unitGrossMinor: number;
    grossMinor: number;
    vatPercent: number;
  }[];
  /** Base, VAT and total per rate, highest rate first. */
  vatRates: VatRateTotals[];
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

/**
 * The figures an invoice prints and stores, from its items. VAT per rate comes from `vatByRate`. An
 * invoice issued earlier keeps the VAT it was issued with: its rates sum the nets and VATs its lines
 * carry, so rendering it again (as paid, or on its first download) never changes its totals. Its
 * lines still read unit price with VAT × count: every such line was priced that way. Their unit price
 * without VAT is computed from the unit price with VAT like a new invoice's, not read from the stored
 * `unitPrice` (rounded to the cent), so every invoice states it alike.
 */
export function invoiceFigures(items: readonly IssuedInvoiceItem[], currency: string): InvoiceFigures {
  const lines = items.map((i) => {
    const unitGrossMinor = isLegacy(i) ? i.totalPriceWithVat.minor / i.count : i.unitPriceWithVat.minor;
    return {
      subject: i.subject,
      count: i.count,
      unitNet: unitNetFromGross(unitGrossMinor, i.vatPercent, currency),
      unitGrossMinor,
      grossMinor: i.totalPriceWithVat.minor,
      vatPercent: i.vatPercent,
    };
  });
  const legacy = items.filter(isLegacy);
  const vatRates = legacy.length > 0 ? issuedVatByRate(legacy) : vatByRate(lines, currency);
  const sum = (pick: (r: VatRateTotals) => number) => vatRates.reduce((s, r) => s + pick(r), 0);
  return {
    lines,
    vatRates,
    netMinor: sum((r) => r.netMinor),
    vatMinor: sum((r) => r.vatMinor),
    grossMinor: sum((r) => r.grossMinor),
  };
}

/** The VAT of earlier invoices, per rate: the sums of their lines' own nets and VATs. */
function issuedVatByRate(items: readonly LegacyInvoiceItem[]): VatRateTotals[] {
  const rates = [...new Set(items.map((i) => i.vatPercent))].sort((a, b) => b - a);
  return rates.map((vatPercent) => {
    const of = items.filter((i) => i.vatPercent === vatPercent);
    const sum = (pick: (i: LegacyInvoiceItem) => number) => of.reduce((s, i) => s + pick(i), 0);
    return {
      vatPercent,
      netMinor: sum((i) => i.totalPrice.minor),
      vatMinor: sum((i) => i.vat.minor),
      grossMinor: sum((i) => i.totalPriceWithVat.minor),
    };
  });
}
