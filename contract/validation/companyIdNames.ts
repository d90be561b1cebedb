/**
 * What the operating countries call the three company numbers the invoicing details keep: `ico`
 * (registration number), `dic` (tax number) and `icoDph` (VAT number), by the billing address's
 * country. Apart from their checks (companyIds.ts), so the screens that only name them (the order's
 * details and summary, the profile) do without the check-digit code.
 */

export type CompanyIdField = 'ico' | 'dic' | 'icoDph';

/** What the country calls each number, as printed on its documents; null: the country has no such separate number. */
export type CompanyIdNames = Record<CompanyIdField, string | null>;

/** One table for the form's labels, the summary and the invoice PDF, by the billing country. */
export const companyIdNames: Record<string, CompanyIdNames> = {
  SVK: { ico: 'IČO', dic: 'DIČ', icoDph: 'IČ DPH' },
  // A Czech VAT payer's DIČ is its VAT number: there is no third number.
  CZE: { ico: 'IČO', dic: 'DIČ', icoDph: null },
  POL: { ico: 'REGON', dic: 'NIP', icoDph: 'NIP UE' },
  HUN: { ico: 'Cégjegyzékszám', dic: 'Adószám', icoDph: 'Közösségi adószám' },
  ROU: { ico: 'Nr. Reg. Com.', dic: 'CUI', icoDph: 'Cod de TVA' },
};

/**
 * The names of the three numbers in the billing country, or null for a country without a table
 * (the interface then uses the generic words of its language).
 */
export const companyIdNamesOf = (countryCode: string): CompanyIdNames | null => companyIdNames[countryCode] ?? null;

/** Whether the country keeps this number at all (a Czech company has no IČ DPH besides its DIČ). */
export const hasCompanyId = (countryCode: string, field: CompanyIdField): boolean => {
  const names = companyIdNamesOf(countryCode);
  return names === null || names[field] !== null;
};
