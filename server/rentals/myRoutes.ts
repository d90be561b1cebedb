import { and, eq, min } from 'drizzle-orm';
import type { contract } from '@contract/index';
import { todayOf } from '../config/clock';
import type { AppContext } from '../config/context';
import { document, invoice, rent, rentalContract } from '../db/schema';
import { notFound } from '../http/httpError';
import { languageOfRequest } from '../http/language';
import type { ApiHandlers } from '../http/registerApi';
import { clientOf } from '../identity/bearer';
import { renderStoredInvoice } from './documents';
import {
  contractFilter,
  contractRows,
  rentFilter,
  rentRows,
  toRentalContract,
  toRentalContractDetail,
} from './myQueries';
import { shareEmailsOf } from './sharing';

type MyRentalRoutes = ApiHandlers<
  typeof contract.my,
  | 'contracts'
  | 'contract'
  | 'contractRents'
  | 'firstContractAt'
  | 'rents'
  | 'downloadInvoice'
  | 'downloadLegalAgreement'
>;

/** ts-rest declares fastify 4's reply type; only `header` is needed here. */
type HeaderReply = { header(name: string, value: string): unknown };

const pdf = (reply: HeaderReply, filename: string, content: Buffer) => {
  reply.header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  reply.header('cache-control', 'private, no-store');
  return { status: 200 as const, body: content };
};

/**
 * The contract part of /api/client/my. Object-level authorisation is in every query: rows are
 * selected by id AND the signed-in user's id, so someone else's contract, rent, invoice or agreement
 * answers 404 exactly like one that does not exist.
 */
export const myRentalRoutes = ({ db, config }: AppContext): MyRentalRoutes => ({
  contracts: async ({ query, request }) => {
    const rows = await contractRows(
      db,
      clientOf(request).userId,
      languageOfRequest(request),
      contractFilter(query.country, query.status),
    );
    return { status: 200, body: rows.map(toRentalContract) };
  },
  contract: async ({ params, request }) => {
    const [row] = await contractRows(
      db,
      clientOf(request).userId,
      languageOfRequest(request),
      eq(rentalContract.id, params.id),
    );
    if (!row) throw notFound('The contract');
    return {
      status: 200,
      body: { ...toRentalContractDetail(row), sharedWith: await shareEmailsOf(db, row.contract.id) },
    };
  },
  contractRents: async ({ params, request }) => {
    const userId = clientOf(request).userId;
    const [own] = await db
      .select({ id: rentalContract.id })
      .from(rentalContract)
      .where(and(eq(rentalContract.id, params.id), eq(rentalContract.userId, userId)));
    if (!own) throw notFound('The contract');
    return { status: 200, body: await rentRows(db, userId, eq(rent.contractId, params.id)) };
  },
  firstContractAt: async ({ request }) => {
    const [row] = await db
      .select({ firstAt: min(rentalContract.startAt) })
      .from(rentalContract)
      .where(eq(rentalContract.userId, clientOf(request).userId));
    return { status: 200, body: { firstAt: row?.firstAt ?? null } };
  },
  rents: async ({ query, request }) => {
    const year = query.year ?? Number(todayOf(config.clock).slice(0, 4));
    return { status: 200, body: await rentRows(db, clientOf(request).userId, rentFilter(query.filter, year)) };
  },
  downloadInvoice: async ({ params, request, reply }) => {
    const [own] = await db
      .select({ documentId: invoice.documentId, renderedPaid: invoice.renderedPaid, paidAt: invoice.paidAt })
      .from(invoice)
      .innerJoin(rent, eq(rent.id, invoice.rentId))
      .innerJoin(rentalContract, eq(rentalContract.id, rent.contractId))
      .where(and(eq(invoice.id, params.id), eq(rentalContract.userId, clientOf(request).userId)));
    if (!own) throw notFound('The invoice');
    // An invoice issued or paid moments ago may still wait for its PDF: render it now rather than make the customer wait.
    const upToDate = own.documentId !== null && own.renderedPaid === (own.paidAt !== null);
    const documentId = upToDate ? own.documentId! : await renderStoredInvoice(db, params.id);
    const [row] = await db
      .select({ filename: document.filename, content: document.content })
      .from(document)
      .where(eq(document.id, documentId!));
    return pdf(reply, row.filename, row.content);
  },
  downloadLegalAgreement: async ({ params, request, reply }) => {
    const [row] = await db
      .select({ filename: document.filename, content: document.content })
      .from(document)
      .where(
        and(eq(document.id, params.id), eq(document.kind, 'AGREEMENT'), eq(document.userId, clientOf(request).userId)),
      );
    if (!row) throw notFound('The agreement');
    return pdf(reply, row.filename, row.content);
  },
});
