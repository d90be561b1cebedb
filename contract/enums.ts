import { z } from 'zod';
import {
  boxSizes,
  cancellationReasons,
  contractStatuses,
  genders,
  invoicingPeriods,
  invoicingTypes,
  lockVersions,
  orderStatuses,
  payMethods,
  promoThemes,
  referralTransactionTypes,
  rentPayingStatuses,
  rentStatuses,
  userTypes,
} from './enumValues';
import { businessExperiences, capitalInvestments, propertyStatuses, returnsOnInvestment } from './franchisingValues';
import { adminJobs, jobRunStatuses } from './jobValues';

/** Enumerations shared by the entities and calls (their values: contract/enumValues.ts, franchisingValues.ts, jobValues.ts). */
export const ContractStatus = z.enum(contractStatuses);
export const RentPayingStatus = z.enum(rentPayingStatuses);
export const PayMethod = z.enum(payMethods);
export const RentStatus = z.enum(rentStatuses);
export const OrderStatus = z.enum(orderStatuses);
export const UserType = z.enum(userTypes);
export const BoxSize = z.enum(boxSizes);
export type BoxSize = z.infer<typeof BoxSize>;
export const LockVersion = z.enum(lockVersions);
export const CancellationReason = z.enum(cancellationReasons);
export const Gender = z.enum(genders);
export const PromoTheme = z.enum(promoThemes);
export const InvoicingType = z.enum(invoicingTypes);
export const AdminJob = z.enum(adminJobs);
export const JobRunStatus = z.enum(jobRunStatuses);
export const ReferralTransactionType = z.enum(referralTransactionTypes);
export const BusinessExperience = z.enum(businessExperiences);
export const PropertyStatus = z.enum(propertyStatuses);
export const CapitalInvestment = z.enum(capitalInvestments);
export const ReturnOnInvestment = z.enum(returnsOnInvestment);
type PeriodLiteral = z.ZodLiteral<(typeof invoicingPeriods)[number]>;
/** Invoicing periods offered in the order flow, in months. */
export const InvoicingPeriod = z.union(
  invoicingPeriods.map((months) => z.literal(months)) as [PeriodLiteral, PeriodLiteral, ...PeriodLiteral[]],
);
