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

const sum = (items: InvoiceItem[], pick: (i: InvoiceItem) => number) => items.reduce((s, i) => s + pick(i), 0);

/**
 * Renders the invoice and the rental agreement and stores them with the invoice row, inside the
 * fulfilment transaction: the PDFs are kept as issued (an invoice must not change when a template
 * does), and the invoice keeps its own copy of seller, buyer and lines.
 */
export async function issueDocuments(tx: Db, input: IssueInput): Promise<IssuedDocuments> {
  const [invoicePdf, agreementPdf] = await Promise.all([renderInvoicePdf(input.invoice), renderAgreementPdf(input.agreement)]);
  const inv = input.invoice;
  const [invoiceDoc] = await tx
    .insert(document)
    .values({ userId: input.userId, kind: 'INVOICE', filename: `invoice-${inv.number}.pdf`, content: invoicePdf })
    .returning({ id: document.id });
  const [agreementDoc] = await tx
    .insert(document)
    .values({ userId: input.userId, kind: 'AGREEMENT', filename: `agreement-${input.agreement.businessId}.pdf`, content: agreementPdf })
    .returning({ id: document.id });
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
      documentId: invoiceDoc.id,
    })
    .returning({ id: invoice.id });
  return { invoiceId: row.id, agreementDocumentId: agreementDoc.id, invoicePdf, agreementPdf };
}

