import { char, integer, text } from 'drizzle-orm/pg-core';

/**
 * The terms an order is placed at and its rental contract keeps for its whole life: country,
 * currency, language of the documents, invoicing period, VAT rate and the monthly prices with VAT in
 * minor units. Declared once and spread into both tables so the two copies cannot drift apart.
 */
export const priceSnapshotColumns = () => ({
  country: char('country', { length: 3 }).notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  /** Language of the e-mails and documents. */
  language: text('language').notNull(),
  periodMonths: integer('period_months').notNull(),
  vatPercent: integer('vat_percent').notNull(),
  rentMonthlyMinor: integer('rent_monthly_minor').notNull(),
  insuranceMonthlyMinor: integer('insurance_monthly_minor').notNull(),
  insuranceCoverageMinor: integer('insurance_coverage_minor').notNull(),
});

/**
 * The same columns with the defaults that filled contracts created before orders existed; a contract
 * opened from an order always copies the order's values.
 */
export function priceSnapshotColumnsWithLegacyDefaults() {
  const columns = priceSnapshotColumns();
  return {
    country: columns.country.default('SVK'),
    currency: columns.currency.default('EUR'),
    language: columns.language.default('EN'),
    periodMonths: columns.periodMonths.default(1),
    vatPercent: columns.vatPercent.default(23),
    rentMonthlyMinor: columns.rentMonthlyMinor.default(0),
    insuranceMonthlyMinor: columns.insuranceMonthlyMinor.default(0),
    insuranceCoverageMinor: columns.insuranceCoverageMinor.default(0),
  };
}
