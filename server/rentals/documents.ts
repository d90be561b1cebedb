import { and, eq, isNull } from 'drizzle-orm';
import { cardProviderOf } from '@contract/cardProviders';
import type { OperatingCountry } from '@contract/countries';
import type { InvoicingDetails } from '@contract/invoicing';

import type { Db } from '../db/client';
import { document, invoice, rent, rentalContract } from '../db/schema';
import { enqueueJob, enqueueJobs, runJobs } from '../jobs/queue';
import type { JobStep } from '../jobs/runner';
import { renderAgreementPdf, type AgreementDocument } from '../documents/agreementPdf';
import { invoiceFigures, type IssuedInvoiceItem } from '../documents/invoiceFigures';
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
  const invoiceId = await insertInvoice(tx, input, documentId);
  return { invoiceId, invoicePdf };
}

/** Renders an invoice's PDF later (the `render-invoice` job, or its first download). */
export const RENDER_INVOICE_JOB = 'render-invoice';

/**
 * Records an invoice without rendering it, inside the caller's transaction, and queues its PDF. The
 * invoice's content is fixed here (number, parties, lines, dates); the PDF follows within moments.
 * The recurring billing issues thousands of invoices in one night: rendering each (tens of
 * milliseconds) inside the run would make it last many minutes.
 */
export async function recordInvoice(tx: Db, input: InvoiceInput): Promise<number> {
  return (await recordInvoices(tx, [input]))[0];
}

/** recordInvoice for many invoices at once (the nightly billing's batches): two statements for all. */
export async function recordInvoices(tx: Db, inputs: InvoiceInput[]): Promise<number[]> {
  if (!inputs.length) return [];
  const rows = await tx
    .insert(invoice)
    .values(inputs.map((input) => invoiceRow(input, null)))
    .returning({ id: invoice.id });
  await enqueueJobs(
    tx,
    RENDER_INVOICE_JOB,
    rows.map((row) => `${row.id}:issued`),
  );
  return rows.map((row) => row.id);
}

async function insertInvoice(tx: Db, input: InvoiceInput, documentId: number | null): Promise<number> {
  const [row] = await tx.insert(invoice).values(invoiceRow(input, documentId)).returning({ id: invoice.id });
  return row.id;
}

function invoiceRow(input: InvoiceInput, documentId: number | null) {
  const inv = input.invoice;
  const figures = invoiceFigures(inv.items, inv.currency);
  return {
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
    totalNetMinor: figures.netMinor,
    vatMinor: figures.vatMinor,
    totalGrossMinor: figures.grossMinor,
    documentId,
    renderedPaid: documentId !== null && inv.paidOn !== null,
  };
}

/** The invoice and the rental agreement of a contract's first rent (fulfilment). */
export async function issueDocuments(tx: Db, input: IssueInput): Promise<IssuedDocuments> {
  const [issued, agreementPdf] = await Promise.all([issueInvoice(tx, input), renderAgreementPdf(input.agreement)]);
  const agreementDocumentId = await storePdf(
    tx,
    input.userId,
    'AGREEMENT',
    `agreement-${input.agreement.businessId}.pdf`,
    agreementPdf,
  );
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
export async function issuePaidInvoice(
  tx: Db,
  invoiceId: number,
  paidOn: string,
  ctx: PaidInvoiceContext,
): Promise<Buffer | null> {
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
    items: inv.items as IssuedInvoiceItem[],
  });
  const documentId = await storePdf(tx, ctx.userId, 'INVOICE', `invoice-${inv.number}.pdf`, pdf);
  await tx
    .update(invoice)
    .set({ paidAt: new Date(`${paidOn}T00:00:00Z`), documentId, renderedPaid: true })
    .where(eq(invoice.id, invoiceId));
  return pdf;
}

/**
 * Records an invoice as paid without rendering it (a charge of the stored card in the nightly run):
 * the paid copy is rendered by the `render-invoice` job, as the issued one would have been.
 */
export async function markInvoicePaid(tx: Db, invoiceId: number, paidOn: string): Promise<void> {
  const [updated] = await tx
    .update(invoice)
    .set({ paidAt: new Date(`${paidOn}T00:00:00Z`) })
    .where(and(eq(invoice.id, invoiceId), isNull(invoice.paidAt)))
    .returning({ id: invoice.id });
  if (updated) await enqueueJob(tx, RENDER_INVOICE_JOB, `${invoiceId}:paid`);
}

/**
 * Renders an invoice as it stands (paid or not) and stores the PDF, unless the stored one already
 * shows that: the render job's step and the first download both call it, in any order and on any
 * instance, under the invoice's row lock. Returns the id of the PDF now stored, or null for an
 * unknown invoice.
 */
export async function renderStoredInvoice(db: Db, invoiceId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        inv: invoice,
        periodFrom: rent.periodFrom,
        periodTo: rent.periodTo,
        userId: rentalContract.userId,
        contractNumber: rentalContract.businessId,
        country: rentalContract.country,
      })
      .from(invoice)
      .innerJoin(rent, eq(rent.id, invoice.rentId))
      .innerJoin(rentalContract, eq(rentalContract.id, rent.contractId))
      .where(eq(invoice.id, invoiceId))
      .for('update', { of: invoice });
    if (!row) return null;
    const { inv } = row;
    const paid = inv.paidAt !== null;
    if (inv.documentId !== null && inv.renderedPaid === paid) return inv.documentId;
    const pdf = await renderInvoicePdf({
      language: inv.language as InvoiceDocument['language'],
      number: inv.number,
      issuedOn: inv.issuedOn,
      dueOn: inv.dueOn,
      paidOn: paid ? inv.paidAt!.toISOString().slice(0, 10) : null,
      currency: inv.currency,
      seller: inv.seller as InvoiceDocument['seller'],
      buyer: inv.buyer as InvoicingDetails,
      contractNumber: row.contractNumber,
      paymentProvider: cardProviderOf[row.country as OperatingCountry],
      periodFrom: row.periodFrom,
      periodTo: row.periodTo,
      items: inv.items as IssuedInvoiceItem[],
    });
    const documentId = await storePdf(tx, row.userId, 'INVOICE', `invoice-${inv.number}.pdf`, pdf);
    await tx.update(invoice).set({ documentId, renderedPaid: paid }).where(eq(invoice.id, invoiceId));
    return documentId;
  });
}

/** The render job as a step: a handful of PDFs per run, again at once while more wait. */
export const renderInvoicesStep = (db: Db): JobStep => ({
  name: RENDER_INVOICE_JOB,
  everyMs: 5_000,
  batch: 20,
  run: () =>
    runJobs(db, RENDER_INVOICE_JOB, async (key) => void (await renderStoredInvoice(db, Number(key.split(':')[0]))), {
      limit: 20,
    }),
});
