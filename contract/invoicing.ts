import { z } from 'zod';
import { InvoicingType } from './enums';
import { Email, Money, PhoneNumber } from './primitives';
import { Address } from './warehouse';

/** Company details. Slovak/Czech identifiers: IČO, DIČ, IČ DPH (VAT id). */
export const CompanyDetails = z.object({
  name: z.string().trim().min(1, 'revalid/rule/basic/not-null').max(200),
  ico: z.string().trim().min(1, 'revalid/rule/basic/not-null').max(20),
  dic: z.string().trim().max(20).nullable(),
  icoDph: z.string().trim().max(20).nullable(),
});
export type CompanyDetails = z.infer<typeof CompanyDetails>;

/**
 * Invoicing details of a person or a company. `company` is required for PravnickaOsoba and must be
 * null for FyzickaOsoba.
 */
export const InvoicingDetails = z
  .object({
    /**
     * Revision counter of the saved details. The server raises it on every change; a profile PUT
     * carrying an older version than the saved one answers 409 (someone changed them meanwhile).
     */
    version: z.number().int().min(0),
    firstName: z.string().trim().min(1, 'revalid/rule/basic/not-null').max(80),
    lastName: z.string().trim().min(1, 'revalid/rule/basic/not-null').max(80),
    email: Email,
    /** Birth number / personal id; optional in practice, empty string not allowed. */
    personalId: z.string().trim().min(1).max(20).nullable(),
    telephoneNumber: PhoneNumber,
    company: CompanyDetails.nullable(),
    address: Address,
    type: InvoicingType,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.type === 'PravnickaOsoba' && v.company === null)
      ctx.addIssue({ code: 'custom', message: 'revalid/rule/basic/not-null', path: ['company'] });
    if (v.type === 'FyzickaOsoba' && v.company !== null)
      ctx.addIssue({ code: 'custom', message: 'bad-request', path: ['company'] });
  });
export type InvoicingDetails = z.infer<typeof InvoicingDetails>;

/** One invoice line: count, unit price, subject, totals without and with VAT, and the VAT. */
export const InvoiceItem = z.object({
  /** Count of months. */
  count: z.number().int().min(1),
  /** Price of one month without VAT, rounded to the minor unit (shown for information). */
  unitPrice: Money,
  subject: z.string(),
  /**
   * The line without VAT: its gross (`totalPriceWithVat`, prices are set with VAT) divided by
   * 1 + VAT rate, rounded half up once for the whole line — so it can differ by a few minor units
   * from count × the rounded unitPrice. Discounts are negative lines.
   */
  totalPrice: Money,
  totalPriceWithVat: Money,
  /** VAT amount of the line. */
  vat: Money,
  vatPercent: z.number().min(0).max(100),
});
export type InvoiceItem = z.infer<typeof InvoiceItem>;

/** A priced set of lines: the sums of the items. */
export const PriceBreakdown = z.object({
  items: z.array(InvoiceItem),
  totalPrice: Money,
  vat: Money,
  priceWithVat: Money,
});
export type PriceBreakdown = z.infer<typeof PriceBreakdown>;
