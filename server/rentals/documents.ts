import { eq } from 'drizzle-orm';
import type { InvoiceItem, InvoicingDetails } from '../../contract/invoicing';

import type { Db } from '../db/client';
import { document, invoice } from '../db/schema';
import { renderAgreementPdf, type AgreementDocument } from '../documents/agreementPdf';
import { renderInvoicePdf, type InvoiceDocument } from '../documents/invoicePdf';

export interface IssuedDocuments {
  invoiceId: number;
  agreementDocumentId: number;
  invoicePdf: Buffer;
  agreementPdf: Buffer;
}

export interface IssueInput {
  userId: number;
  rentId: number;
  country: string;
  invoice: InvoiceDocument;
  agreement: AgreementDocument;
}

export type InvoiceInput = Omit<IssueInput, 'agreement'>;

const sum = (items: InvoiceItem[], pick: (i: InvoiceItem) => number) => items.reduce((s, i) => s + pick(i), 0);

const storePdf = async (tx: Db, userId: number, kind: 'INVOICE' | 'AGREEMENT', filename: string, content: Buffer) =>
  (await tx.insert(document).values({ userId, kind, filename, content }).returning({ id: document.id }))[0].id;

/**
 * Renders a rent's invoice and stores it with the invoice row, inside the caller's transaction: the
 * PDF is kept as issued (an invoice must not change when a template does), and the invoice keeps its
 * own copy of seller, buyer and lines, so a later payment can render the same invoice as paid.
 */
export async function issueInvoice(tx: Db, input: InvoiceInput): Promise<{ invoiceId: number; invoicePdf: Buffer }> {
  const inv = input.invoice;
  const invoicePdf = await renderInvoicePdf(inv);
  const documentId = await storePdf(tx, input.userId, 'INVOICE', `invoice-${inv.number}.pdf`, invoicePdf);
  const [row] = await tx
    .insert(invoice)
    .values({
      rentId: input.rentId,
      number: inv.number,
      country: input.country,
      currency: inv.currency,
      language: inv.language,
      issuedOn: inv.issuedOn,
      dueOn: inv.dueOn,
      paidAt: inv.paidOn ? new Date(`${inv.paidOn}T00:00:00Z`) : null,
      seller: inv.seller,
      buyer: inv.buyer satisfies InvoicingDetails,
      items: inv.items,
      totalNetMinor: sum(inv.items, (i) => i.totalPrice.minor),
      vatMinor: sum(inv.items, (i) => i.vat.minor),
      totalGrossMinor: sum(inv.items, (i) => i.totalPriceWithVat.minor),
      documentId,
    })
    .returning({ id: invoice.id });
  return { invoiceId: row.id, invoicePdf };
}

/** The invoice and the rental agreement of a contract's first rent (fulfilment). */
export async function issueDocuments(tx: Db, input: IssueInput): Promise<IssuedDocuments> {
  const [issued, agreementPdf] = await Promise.all([issueInvoice(tx, input), renderAgreementPdf(input.agreement)]);
  const agreementDocumentId = await storePdf(tx, input.userId, 'AGREEMENT', `agreement-${input.agreement.businessId}.pdf`, agreementPdf);
  return { ...issued, agreementDocumentId, agreementPdf };
}

/** What the paid copy of an issued invoice needs besides the invoice row itself. */
export interface PaidInvoiceContext {
  userId: number;
  contractNumber: string;
  paymentProvider: string;
  periodFrom: string;
  periodTo: string;
}

/**
 * An unpaid invoice once its rent is paid: the same number, lines, parties and dates, with the payment
 * date, rendered again and stored as a new document that the invoice then points to (the unpaid copy
 * stays kept as issued). Idempotent: an invoice that already records a payment is left alone.
 */
export async function issuePaidInvoice(tx: Db, invoiceId: number, paidOn: string, ctx: PaidInvoiceContext): Promise<Buffer | null> {
  const [inv] = await tx.select().from(invoice).where(eq(invoice.id, invoiceId)).for('update');
  if (!inv || inv.paidAt) return null;
  const pdf = await renderInvoicePdf({
    language: inv.language as InvoiceDocument['language'],
    number: inv.number,
    issuedOn: inv.issuedOn,
    dueOn: inv.dueOn,
    paidOn,
    currency: inv.currency,
    seller: inv.seller as InvoiceDocument['seller'],
    buyer: inv.buyer as InvoicingDetails,
    contractNumber: ctx.contractNumber,
    paymentProvider: ctx.paymentProvider,
    periodFrom: ctx.periodFrom,
    periodTo: ctx.periodTo,
    items: inv.items as InvoiceItem[],
  });
  const documentId = await storePdf(tx, ctx.userId, 'INVOICE', `invoice-${inv.number}.pdf`, pdf);
  await tx.update(invoice).set({ paidAt: new Date(`${paidOn}T00:00:00Z`), documentId }).where(eq(invoice.id, invoiceId));
  return pdf;
}
