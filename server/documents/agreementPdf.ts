import type { InvoicingDetails } from '@contract/invoicing';
import type { Language } from '@contract/primitives';
import { formatDate, formatMoney, formatNumber } from './format';
import { buyerLines, sellerLines, type SellerSnapshot } from './parties';
import { block, heading, keyValues, PAGE_LEFT, PAGE_WIDTH, renderPdf } from './pdf';
import { documentTexts } from './texts';

export interface AgreementDocument {
  language: Language;
  businessId: string;
  concludedOn: string;
  seller: SellerSnapshot;
  tenant: InvoicingDetails;
  boxName: string;
  areaM2: number;
  warehouseName: string;
  warehouseAddress: string;
  startAt: string;
  periodMonths: number;
  currency: string;
  rentMonthlyMinor: number;
  insuranceMonthlyMinor: number;
  insuranceCoverageMinor: number;
  firstPaymentMinor: number;
  /** The notice period when the agreement was concluded: the earliest last day is this many days after notice. */
  noticeDays: number;
}

/** The agreement's clauses in `language`, with the notice period filled in. */
export const agreementClauses = (language: Language, noticeDays: number): string[] =>
  documentTexts[language].agreement.clauses.map((clause) => clause.replace('{noticeDays}', String(noticeDays)));

/** The rental agreement: parties, the box, term, prices, the clauses (recurring payments, notice). */
export function renderAgreementPdf(a: AgreementDocument): Promise<Buffer> {
  const t = documentTexts[a.language];
  const ta = t.agreement;
  const money = (minor: number) => formatMoney(minor, a.currency, a.language);
  return renderPdf(`${ta.title} ${a.businessId}`, a.language, (doc) => {
    heading(doc, ta.title);
    keyValues(doc, [[ta.number, a.businessId]]);
    doc.moveDown();
    const top = doc.y;
    const half = PAGE_WIDTH / 2 - 10;
    const left = block(doc, ta.landlord, sellerLines(a.seller), PAGE_LEFT, top, half);
    const right = block(doc, ta.tenant, buyerLines(a.tenant, t.invoice), PAGE_LEFT + half + 20, top, half);
    doc.y = Math.max(left, right) + 12;
    heading(doc, ta.subject, 12);
    keyValues(doc, [
      [ta.box, a.boxName],
      [ta.area, `${formatNumber(a.areaM2, a.language)} ${ta.areaUnit}`],
      [ta.warehouse, `${a.warehouseName}, ${a.warehouseAddress}`],
      [ta.start, formatDate(a.startAt, a.language)],
      [ta.term, ta.indefinite],
      [ta.invoicingPeriod, ta.months(a.periodMonths)],
      [ta.rentMonthly, money(a.rentMonthlyMinor)],
      ...(a.insuranceMonthlyMinor > 0
        ? ([
            [ta.insuranceMonthly, money(a.insuranceMonthlyMinor)],
            [ta.coverage, money(a.insuranceCoverageMinor)],
          ] as [string, string][])
        : ([[ta.coverage, ta.basicInsurance]] as [string, string][])),
      [ta.firstPayment, money(a.firstPaymentMinor)],
    ]);
    doc.moveDown();
    agreementClauses(a.language, a.noticeDays).forEach((clause, i) => {
      doc.text(`${i + 1}. ${clause}`, PAGE_LEFT, doc.y, { width: PAGE_WIDTH }).moveDown(0.5);
    });
    doc.moveDown();
    doc.text(ta.concluded(formatDate(a.concludedOn, a.language)), PAGE_LEFT, doc.y, { width: PAGE_WIDTH });
  });
}
