import type { InvoiceItem, InvoicingDetails } from '@contract/invoicing';
import type { Language } from '@contract/primitives';
import { formatDate, formatMoney } from './format';
import { buyerLines, sellerLines, type SellerSnapshot } from './parties';
import { block, heading, keyValues, PAGE_LEFT, PAGE_WIDTH, renderPdf, table } from './pdf';
import { documentTexts } from './texts';

export interface InvoiceDocument {
  language: Language;
  number: string;
  issuedOn: string;
  dueOn: string;
  /** Payment date (ISO date); null while unpaid. */
  paidOn: string | null;
  currency: string;
  seller: SellerSnapshot;
  buyer: InvoicingDetails;
  contractNumber: string;
  /** The card payment provider the order named (`cardProviderOf` of the contract's country). */
  paymentProvider: string;
  periodFrom: string;
  periodTo: string;
  items: InvoiceItem[];
}

/** VAT per rate: base, VAT and gross summed over the lines of that rate. */
export function vatBreakdown(items: InvoiceItem[]) {
  const rates = [...new Set(items.map((i) => i.vatPercent))].sort((a, b) => b - a);
  return rates.map((rate) => {
    const of = items.filter((i) => i.vatPercent === rate);
    const sum = (pick: (i: InvoiceItem) => number) => of.reduce((s, i) => s + pick(i), 0);
    return {
      rate,
      net: sum((i) => i.totalPrice.minor),
      vat: sum((i) => i.vat.minor),
      gross: sum((i) => i.totalPriceWithVat.minor),
    };
  });
}

/** The invoice (tax document) of a rent: seller, buyer copy, dates, lines, VAT breakdown, IBAN. */
export function renderInvoicePdf(inv: InvoiceDocument): Promise<Buffer> {
  const t = documentTexts[inv.language];
  const ti = t.invoice;
  const money = (minor: number) => formatMoney(minor, inv.currency, t.locale);
  const date = (d: string) => formatDate(d, t.locale);
  return renderPdf(`${ti.title} ${inv.number}`, inv.language, (doc) => {
    heading(doc, `${ti.title} ${inv.number}`);
    const top = doc.y;
    const half = PAGE_WIDTH / 2 - 10;
    const left = block(doc, ti.seller, sellerLines(inv.seller), PAGE_LEFT, top, half);
    const right = block(doc, ti.buyer, buyerLines(inv.buyer, ti), PAGE_LEFT + half + 20, top, half);
    doc.y = Math.max(left, right) + 12;
    keyValues(doc, [
      [ti.number, inv.number],
      [ti.issuedOn, date(inv.issuedOn)],
      [ti.taxableSupply, date(inv.issuedOn)],
      [ti.dueOn, date(inv.dueOn)],
      ...(inv.paidOn ? ([[ti.paidOn, date(inv.paidOn)]] as [string, string][]) : []),
      [ti.paymentMethod, `${ti.card} – ${inv.paymentProvider}`],
      [ti.contract, inv.contractNumber],
      [ti.period, `${date(inv.periodFrom)} – ${date(inv.periodTo)}`],
    ]);
    doc.moveDown();
    const c = ti.columns;
    table(
      doc,
      [
        { header: c.subject, width: 140 },
        { header: c.count, width: 45, align: 'right' },
        { header: c.unitPrice, width: 70, align: 'right' },
        { header: c.vatRate, width: 35, align: 'right' },
        { header: c.net, width: 65, align: 'right' },
        { header: c.vat, width: 65, align: 'right' },
        { header: c.gross, width: 75, align: 'right' },
      ],
      inv.items.map((i) => [
        i.subject,
        String(i.count),
        money(i.unitPrice.minor),
        `${i.vatPercent} %`,
        money(i.totalPrice.minor),
        money(i.vat.minor),
        money(i.totalPriceWithVat.minor),
      ]),
    );
    doc.moveDown();
    doc.font('bold').text(ti.vatSummary).font('body');
    const breakdown = vatBreakdown(inv.items);
    table(
      doc,
      [
        { header: c.vatRate, width: 90 },
        { header: c.net, width: 135, align: 'right' },
        { header: c.vat, width: 135, align: 'right' },
        { header: c.gross, width: 135, align: 'right' },
      ],
      breakdown.map((b) => [`${b.rate} %`, money(b.net), money(b.vat), money(b.gross)]),
      9,
    );
    const gross = breakdown.reduce((s, b) => s + b.gross, 0);
    doc.moveDown();
    keyValues(
      doc,
      [
        [ti.total, money(gross)],
        ...(inv.paidOn ? ([[ti.paid, money(gross)]] as [string, string][]) : []),
        [ti.toPay, money(inv.paidOn ? 0 : gross)],
      ],
      PAGE_LEFT + PAGE_WIDTH / 2,
      PAGE_WIDTH / 2,
      120,
    );
  });
}
