import { and, eq, sql } from 'drizzle-orm';
import type { InvoicingDetails } from '@contract/invoicing';
import type { Db } from '../db/client';
import { invoicingDetails } from '../db/schema';
import { HttpError } from '../http/httpError';

type Row = typeof invoicingDetails.$inferSelect;

export function toInvoicingDetails(row: Row): InvoicingDetails {
  return {
    version: row.version,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    personalId: row.personalId,
    telephoneNumber: row.telephoneNumber,
    company:
      row.type === 'PravnickaOsoba' && row.companyName !== null
        ? { name: row.companyName, ico: row.companyIco ?? '', dic: row.companyDic, icoDph: row.companyIcDph }
        : null,
    address: {
      street: row.street,
      number: row.streetNumber,
      city: row.city,
      zip: row.zip,
      countryCode: row.countryCode as InvoicingDetails['address']['countryCode'],
    },
    type: row.type as InvoicingDetails['type'],
  };
}

const columnsOf = (d: InvoicingDetails) => ({
  type: d.type,
  firstName: d.firstName,
  lastName: d.lastName,
  email: d.email,
  personalId: d.personalId,
  telephoneNumber: d.telephoneNumber,
  companyName: d.company?.name ?? null,
  companyIco: d.company?.ico ?? null,
  companyDic: d.company?.dic ?? null,
  companyIcDph: d.company?.icoDph ?? null,
  street: d.address.street,
  streetNumber: d.address.number,
  city: d.address.city,
  zip: d.address.zip,
  countryCode: d.address.countryCode,
});

export async function loadInvoicingDetails(db: Db, userId: number): Promise<InvoicingDetails | null> {
  const [row] = await db.select().from(invoicingDetails).where(eq(invoicingDetails.userId, userId));
  return row ? toInvoicingDetails(row) : null;
}

const stale = () =>
  new HttpError(409, 'stale-version', 'The invoicing details were changed meanwhile; reload them and try again.', [
    { path: 'body.invoicingDetails.version', code: 'stale-version' },
  ]);

/**
 * Saves the details if `version` is the stored one (0 when none are stored yet) and raises it by
 * one. The check and the write are one statement, so two concurrent saves of the same version
 * cannot both win: the second gets 409 `stale-version`.
 */
export async function saveInvoicingDetails(db: Db, userId: number, details: InvoicingDetails): Promise<void> {
  const values = { ...columnsOf(details), updatedAt: sql`now()` };
  const [updated] = await db
    .update(invoicingDetails)
    .set({ ...values, version: sql`${invoicingDetails.version} + 1` })
    .where(and(eq(invoicingDetails.userId, userId), eq(invoicingDetails.version, details.version)))
    .returning({ version: invoicingDetails.version });
  if (updated) return;
  if (details.version === 0) {
    const [inserted] = await db
      .insert(invoicingDetails)
      .values({ userId, ...values, version: 1 })
      .onConflictDoNothing()
      .returning({ version: invoicingDetails.version });
    if (inserted) return;
  }
  throw stale();
}
