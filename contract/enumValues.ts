/**
 * The values of the enumerations shared by the entities and calls, without zod: the browser shows
 * and checks them (filters, choices, stored drafts) on pages that must not load zod.
 * contract/enums.ts builds its schemas from these lists, the one place each set of values is written.
 */
export const contractStatuses = ['ACTIVE', 'TERMINATING', 'EVICTED', 'TERMINATED'] as const;
export const rentPayingStatuses = ['CREATED', 'ATTEMPTING_AUTOPAY', 'WAITING_FOR_MANUAL', 'PAID'] as const;
export const payMethods = ['AUTOPAY', 'MANUAL', 'FROM_ORDER', 'MARKED_BY_ADMIN'] as const;
export const rentStatuses = ['CREATED', 'INVOICE_SUBMITTED', 'PAID'] as const;
export const orderStatuses = ['SUBMITTED', 'FULFILLED', 'FAILED', 'CANCELLED'] as const;
export const userTypes = ['ClientUser', 'OwnerUser', 'AdminUser'] as const;
export const boxSizes = ['XS', 'SMALL', 'MEDIUM', 'LARGE'] as const;
export type BoxSize = (typeof boxSizes)[number];
/**
 * Size classes by floor area in m² (spec: XS up to 1 m², SMALL up to sizeTo, MEDIUM from sizeFrom to
 * sizeTo, LARGE from sizeFrom). The bounds are ours: the spec does not give numbers.
 * A box belongs to the class whose (sizeFrom, sizeTo] contains its area.
 */
export const sizeClassBounds: Record<BoxSize, { sizeFrom: number; sizeTo: number | null }> = {
  XS: { sizeFrom: 0, sizeTo: 1 },
  SMALL: { sizeFrom: 1, sizeTo: 3 },
  MEDIUM: { sizeFrom: 3, sizeTo: 6 },
  LARGE: { sizeFrom: 6, sizeTo: null },
};
export const lockVersions = ['V1', 'V2'] as const;
export const cancellationReasons = [
  'PotrebujemPriestoryBlizsie',
  'NevyhovujeMiCena',
  'NevyhovujeMiVelkostPriestoru',
  'UzNepotrebujem',
  'Ine',
] as const;
export const genders = ['Male', 'Female'] as const;
export const promoThemes = [
  'Easter',
  'Christmas',
  'Snowflake',
  'Gem',
  'Gift',
  'Heart',
  'Leaf',
  'Sun',
  'Umbrella',
] as const;
export const invoicingTypes = ['PravnickaOsoba', 'FyzickaOsoba'] as const;
export type InvoicingType = (typeof invoicingTypes)[number];
export const referralTransactionTypes = ['CREDIT', 'DEBIT'] as const;
/** Invoicing periods offered in the order flow, in months. */
export const invoicingPeriods = [1, 3, 6, 12] as const;
export type InvoicingPeriod = (typeof invoicingPeriods)[number];
