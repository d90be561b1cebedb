import { z } from 'zod';
import { InvoicingType } from './enums';
import { Email, INT4_MAX, Money, PhoneNumber, RequiredText } from './primitives';
import type { CompanyIdField } from './validation/companyIdNames';
import { isValidCompanyId } from './validation/companyIds';
import { isValidPostcode } from './validation/postcode';
import { Address } from './warehouse';

/**
 * Company details: name and three numbers, registration (`ico`), tax (`dic`) and VAT (`icoDph`),
 * named and checked by the billing country (see validation/companyIds.ts).
 */
export const CompanyDetails = z.object({
  name: RequiredText(200),
  ico: RequiredText(20),
  dic: z.string().trim().max(20).nullable(),
  icoDph: z.string().trim().max(20).nullable(),
});
export type CompanyDetails = z.infer<typeof CompanyDetails>;

const invoicingDetailsShape = z
  .object({
    /**
     * Revision counter of the saved details. The server raises it on every change; a profile PUT
     * carrying an older version than the saved one answers 409 (someone changed them meanwhile).
     */
    version: z.number().int().min(0).max(INT4_MAX),
    firstName: RequiredText(100),
    lastName: RequiredText(100),
    email: Email,
    /** Birth number / personal id; optional in practice, empty string not allowed. */
    personalId: z.string().trim().min(1).max(20).nullable(),
    telephoneNumber: PhoneNumber,
    company: CompanyDetails.nullable(),
    address: Address,
    type: InvoicingType,
  })
  .strict();

type Shape = z.infer<typeof invoicingDetailsShape>;

/** `company` is required for PravnickaOsoba and must be null for FyzickaOsoba. */
function typeRule(v: Shape, ctx: z.RefinementCtx) {
  if (v.type === 'PravnickaOsoba' && v.company === null)
    ctx.addIssue({ code: 'custom', message: 'revalid/rule/basic/not-null', path: ['company'] });
  if (v.type === 'FyzickaOsoba' && v.company !== null)
    ctx.addIssue({ code: 'custom', message: 'bad-request', path: ['company'] });
}

const companyIdFields: CompanyIdField[] = ['ico', 'dic', 'icoDph'];

/** The postcode and the company's numbers follow the rules of the billing address's country. */
function nationalRules(v: Shape, ctx: z.RefinementCtx) {
  const country = v.address.countryCode;
  if (v.address.zip && !isValidPostcode(v.address.zip, country))
    ctx.addIssue({ code: 'custom', message: 'postcode-invalid', path: ['address', 'zip'] });
  for (const field of companyIdFields) {
    const value = v.company?.[field];
    if (value && !isValidCompanyId(country, field, value))
      ctx.addIssue({ code: 'custom', message: 'companyId-invalid', path: ['company', field] });
  }
}

/** Invoicing details of a person or a company, as they are entered and sent. */
export const InvoicingDetails = invoicingDetailsShape.superRefine(typeRule).superRefine(nationalRules);
export type InvoicingDetails = z.infer<typeof InvoicingDetails>;

/**
 * Invoicing details as they were saved, possibly under older, looser rules: answers carry them as
 * they are, so the form can show what a save would now refuse instead of the call failing.
 */
export const SavedInvoicingDetails = invoicingDetailsShape.superRefine(typeRule);

/**
 * One invoice line. Prices include VAT, so a line is its unit price with VAT × count, exactly; the
 * VAT is not split per line but per rate, in `PriceBreakdown.vatRates`. Discounts are negative lines.
 */
export const InvoiceItem = z.object({
  /** Count of months; 1 for a discount. */
  count: z.number().int().min(1),
  /** Price of one month with VAT; a discount's whole (negative) amount. */
  unitPriceWithVat: Money,
  subject: z.string(),
  /** count × unitPriceWithVat. */
  totalPriceWithVat: Money,
  vatPercent: z.number().min(0).max(100),
});
export type InvoiceItem = z.infer<typeof InvoiceItem>;

/**
 * One VAT rate's recap: the total with VAT of its lines, the base (that total / (1 + rate), rounded
 * half up to the currency's rounding unit: the cent, the whole forint) and the VAT (the rest).
 */
const VatRateTotal = z.object({
  vatPercent: z.number().min(0).max(100),
  totalPrice: Money,
  vat: Money,
  totalPriceWithVat: Money,
});

/** A priced set of lines, its VAT per rate, and the totals: the sums of the rates, and of the lines. */
export const PriceBreakdown = z.object({
  items: z.array(InvoiceItem),
  vatRates: z.array(VatRateTotal),
  totalPrice: Money,
  vat: Money,
  priceWithVat: Money,
});
export type PriceBreakdown = z.infer<typeof PriceBreakdown>;
