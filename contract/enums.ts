import { z } from 'zod';

/** Enumerations shared by the entities and calls. */
export const ContractStatus = z.enum(['ACTIVE', 'TERMINATING', 'EVICTED', 'TERMINATED']);
export const RentPayingStatus = z.enum(['CREATED', 'ATTEMPTING_AUTOPAY', 'WAITING_FOR_MANUAL', 'PAID']);
export const PayMethod = z.enum(['AUTOPAY', 'MANUAL', 'FROM_ORDER', 'MARKED_BY_ADMIN']);
export const RentStatus = z.enum(['CREATED', 'INVOICE_SUBMITTED', 'PAID']);
export const OrderStatus = z.enum(['SUBMITTED', 'FULFILLED', 'FAILED', 'CANCELLED']);
export const UserType = z.enum(['ClientUser', 'OwnerUser', 'AdminUser']);
export const BoxSize = z.enum(['XS', 'SMALL', 'MEDIUM', 'LARGE']);
export type BoxSize = z.infer<typeof BoxSize>;
export const LockVersion = z.enum(['V1', 'V2']);
export const CancellationReason = z.enum([
  'PotrebujemPriestoryBlizsie',
  'NevyhovujeMiCena',
  'NevyhovujeMiVelkostPriestoru',
  'UzNepotrebujem',
  'Ine',
]);
export const Gender = z.enum(['Male', 'Female']);
export const PromoTheme = z.enum(['Easter', 'Christmas', 'Snowflake', 'Gem', 'Gift', 'Heart', 'Leaf', 'Sun', 'Umbrella']);
export const InvoicingType = z.enum(['PravnickaOsoba', 'FyzickaOsoba']);
export const AdminJob = z.enum([
  'PAYMENT_PROCESSING',
  'CANCEL_CONTRACTS',
  'NOTIFY_RENTS_WITH_PAYMENT_OVERDUE',
  'NOTIFY_PAYMENTS_TO_BE_ANNOUNCED',
  'NOTIFY_CONTRACTS_BEFORE_TERMINATION',
]);
export const JobRunStatus = z.enum(['IN_PROGRESS', 'FINISHED', 'FAILED']);
export const ReferralTransactionType = z.enum(['CREDIT', 'DEBIT']);
export const BusinessExperience = z.enum(['NO_EXPERIENCE', 'ONE_TO_FIVE', 'GREATER_THAN_FIVE']);
export const PropertyStatus = z.enum(['HAS_PROPERTY', 'WANTS_RENT', 'WANTS_BUY_PROPERTY']);
export const CapitalInvestment = z.enum(['LESS_THAN_30', 'BETW_30_AND_40', 'BETW_40_AND_50', 'GREATER_THAN_50']);
export const ReturnOnInvestment = z.enum(['ONE_TO_TWO_YEARS', 'THREE_TO_FIVE_YEARS', 'SIX_AND_MORE']);
/** Invoicing periods offered in the order flow, in months. */
export const InvoicingPeriod = z.union([z.literal(1), z.literal(3), z.literal(6), z.literal(12)]);
