import type { InvoicingDetails } from '@contract/invoicing';
import type { Language } from '@contract/primitives';
import { formatDate, formatMoney, formatMoneyPrecise } from './format';
import { invoiceFigures, type IssuedInvoiceItem } from './invoiceFigures';
import { buyerLines, sellerLines, type SellerSnapshot } from './parties';
import { block, type Column, heading, keyValues, PAGE_LEFT, PAGE_WIDTH, renderPdf, table } from './pdf';
import { type DocumentTexts, documentTexts } from './texts';

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
  /** The lines as issued (an invoice issued before VAT was split per rate keeps its own VAT). */
  items: IssuedInvoiceItem[];
}

/**
 * The invoice (tax document) of a rent: seller, buyer copy, dates, lines (unit price with VAT × count
 * = total with VAT, and the unit price without VAT beside them), the VAT recap per rate (base, VAT,
 * total), the total, IBAN.
 */
export function renderInvoicePdf(inv: InvoiceDocument): Promise<Buffer> {
  const t = documentTexts[inv.language];
  const ti = t.invoice;
  const money = (minor: number) => formatMoney(minor, inv.currency, t.locale);
  const date = (d: string) => formatDate(d, t.locale);
  const figures = invoiceFigures(inv.items, inv.currency);
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
      lineColumns(c),
      figures.lines.map((l) => [
        l.subject,
        String(l.count),
        formatMoneyPrecise(l.unitNet.amount, l.unitNet.decimals, inv.currency, t.locale),
        `${l.vatPercent} %`,
        money(l.unitGrossMinor),
        money(l.grossMinor),
      ]),
    );
    doc.moveDown();
    doc.font('bold').text(ti.vatSummary).font('body');
    table(
      doc,
      [
        { header: c.vatRate, width: 90 },
        { header: c.net, width: 135, align: 'right' },
        { header: c.vat, width: 135, align: 'right' },
        { header: c.gross, width: 135, align: 'right' },
      ],
      figures.vatRates.map((r) => [`${r.vatPercent} %`, money(r.netMinor), money(r.vatMinor), money(r.grossMinor)]),
      9,
    );
    const gross = figures.grossMinor;
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

/**
 * The lines' columns, 495 pt together (the page width). At the table's 8 pt each amount column holds
 * a six-digit amount with its sign and symbol on one line (−123 456,7890 Kč is 75 pt wide; a cell
 * has its width less 4 pt), the total a seven-digit one; the longest headers wrap between words
 * ("Preț unitar fără / TVA"). `invoiceColumns.test.ts` checks both in every language.
 */
const lineColumns = (c: DocumentTexts['invoice']['columns']): Column[] => [
  { header: c.subject, width: 165 },
  { header: c.count, width: 38, align: 'right' },
  { header: c.unitPriceNet, width: 82, align: 'right' },
  { header: c.vatRate, width: 38, align: 'right' },
  { header: c.unitPrice, width: 82, align: 'right' },
  { header: c.gross, width: 90, align: 'right' },
];
