import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Currency } from '@contract/countries';
import type { Rent, RentalContract, RentalContractDetail } from '@contract/entities';
import type { Db } from '../db/client';
import { box, cancellationRequest, invoice, rent, rentalContract, warehouse } from '../db/schema';
import { netFromGross } from '../pricing/vat';
import type { Language } from '@contract/primitives';
import { warehouseSummaryOf } from '../warehouses/summary';
import { summaryTextColumns } from '../warehouses/texts';

type ContractRow = {
  contract: typeof rentalContract.$inferSelect;
  box: typeof box.$inferSelect;
  warehouse: typeof warehouse.$inferSelect;
  unpaid: boolean;
  paidThrough: string | null;
  /** The contract's termination request, if one was made. */
  request: { resolvedAt: Date | null; evictionConfirmedAt: Date | null } | null;
  /** The warehouse's address note and opening hours in the request's language. */
  texts: { addressNote: string | null; openingHours: string | null };
};

const unpaidRents = sql<boolean>`exists (select 1 from rent r where r.contract_id = ${rentalContract.id} and r.status <> 'PAID')`;
/** The end of the latest paid rent's period (as `YYYY-MM-DD`), the same day termination.ts checks a notice against. */
const paidThrough = sql<
  string | null
>`(select max(r.period_to)::text from rent r where r.contract_id = ${rentalContract.id} and r.status = 'PAID')`;

/** The user's contracts; every query is scoped by user_id, so another user's id simply is not found. */
export function contractRows(db: Db, userId: number, language: Language, where?: SQL): Promise<ContractRow[]> {
  return db
    .select({
      contract: rentalContract,
      box,
      warehouse,
      unpaid: unpaidRents,
      paidThrough,
      // The key column first: Drizzle reads a left-joined object as absent when its first column is null.
      request: {
        id: cancellationRequest.id,
        resolvedAt: cancellationRequest.resolvedAt,
        evictionConfirmedAt: cancellationRequest.evictionConfirmedAt,
      },
      texts: summaryTextColumns(language),
    })
    .from(rentalContract)
    .innerJoin(box, eq(box.id, rentalContract.boxId))
    .innerJoin(warehouse, eq(warehouse.id, box.warehouseId))
    .leftJoin(cancellationRequest, eq(cancellationRequest.contractId, rentalContract.id))
    .where(and(eq(rentalContract.userId, userId), where))
    .orderBy(desc(rentalContract.createdAt), desc(rentalContract.id));
}

export function toRentalContract({
  contract: c,
  box: b,
  warehouse: w,
  unpaid,
  paidThrough,
  request,
  texts,
}: ContractRow): RentalContract {
  const money = (minor: number) => ({ minor, currency: c.currency as Currency });
  return {
    id: c.id,
    businessId: c.businessId,
    boxId: b.id,
    boxName: b.name,
    warehouse: warehouseSummaryOf(w, texts),
    createdAt: c.createdAt.toISOString(),
    startAt: c.startAt,
    terminationAt: c.terminationAt,
    status: c.status as RentalContract['status'],
    totalPrice: money((c.rentMonthlyMinor + c.insuranceMonthlyMinor) * c.periodMonths),
    insuranceCoverage: money(c.insuranceCoverageMinor),
    accessCode: c.accessCode,
    lockCode: c.lockCode,
    invoicing: { periodInMonths: c.periodMonths },
    // Pending from the termination request until the CANCEL_CONTRACTS job ends the contract.
    hasUnsolvedCancellationRequest: request !== null && request.resolvedAt === null,
    evictionConfirmedAt: request?.evictionConfirmedAt?.toISOString() ?? null,
    hasUnpaidRents: Boolean(unpaid),
    paidThrough,
  };
}

export function toRentalContractDetail(row: ContractRow): RentalContractDetail {
  const c = row.contract;
  const currency = c.currency as Currency;
  return {
    ...toRentalContract(row),
    monthlyPrice: { minor: c.rentMonthlyMinor + c.insuranceMonthlyMinor, currency },
    // The base of a month's rent and insurance together, as an invoice's VAT recap splits its rate's total.
    monthlyPriceWithoutVat: {
      minor: netFromGross(c.rentMonthlyMinor + c.insuranceMonthlyMinor, c.vatPercent, currency),
      currency,
    },
    sharedWith: [],
    legalAgreementId: c.agreementDocumentId,
  };
}

/** The user's rents with their contract and invoice, newest first. */
export async function rentRows(db: Db, userId: number, where?: SQL): Promise<Rent[]> {
  const rows = await db
    .select({ rent, businessId: rentalContract.businessId, boxName: box.name, invoiceId: invoice.id })
    .from(rent)
    .innerJoin(rentalContract, eq(rentalContract.id, rent.contractId))
    .innerJoin(box, eq(box.id, rentalContract.boxId))
    .leftJoin(invoice, eq(invoice.rentId, rent.id))
    .where(and(eq(rentalContract.userId, userId), where))
    .orderBy(desc(rent.issuedOn), desc(rent.id));
  return rows.map(({ rent: r, businessId, boxName, invoiceId }) => ({
    id: r.id,
    contractId: r.contractId,
    contractBusinessId: businessId,
    boxName,
    issuedOn: r.issuedOn,
    paidAt: r.paidAt?.toISOString() ?? null,
    status: r.status as Rent['status'],
    payingStatus: r.payingStatus as Rent['payingStatus'],
    payMethod: r.payMethod as Rent['payMethod'],
    amount: { minor: r.amountMinor, currency: r.currency as Currency },
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    invoiceId,
    payable: r.status !== 'PAID' && r.payingStatus !== 'ATTEMPTING_AUTOPAY',
  }));
}

export const rentFilter = (filter: 'all' | 'unpaid' | 'paid', year: number): SQL | undefined =>
  filter === 'unpaid'
    ? ne(rent.status, 'PAID')
    : filter === 'paid'
      ? and(eq(rent.status, 'PAID'), sql`extract(year from ${rent.paidAt}) = ${year}`)
      : undefined;

export const contractFilter = (countries?: string[], statuses?: string[]): SQL | undefined =>
  and(
    countries?.length ? inArray(rentalContract.country, countries) : undefined,
    statuses?.length ? inArray(rentalContract.status, statuses) : undefined,
  );
