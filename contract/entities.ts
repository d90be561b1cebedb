import { z } from 'zod';
import { ContractStatus, PayMethod, RentPayingStatus, RentStatus } from './enums';
import { Email, Id, IsoDate, IsoDateTime, Money } from './primitives';
import { WarehouseDetail } from './warehouse';

/** The part of a warehouse repeated inside offers, contracts and unlock tokens. */
export const WarehouseSummary = WarehouseDetail.pick({
  id: true,
  name: true,
  country: true,
  branchCode: true,
  address: true,
  addressNote: true,
  location: true,
  currency: true,
  lockVersion: true,
  openingHours: true,
});
export type WarehouseSummary = z.infer<typeof WarehouseSummary>;

/**
 * A rental contract. Named RentalContract because `Contract` is the API contract type.
 */
export const RentalContract = z.object({
  id: Id,
  /** Human contract number, e.g. `SK-2024-000123`. */
  businessId: z.string(),
  boxId: Id,
  boxName: z.string(),
  warehouse: WarehouseSummary,
  createdAt: IsoDateTime,
  /** First day of the rent. */
  startAt: IsoDate,
  /** Last day of the rent; null while the contract runs indefinitely. */
  terminationAt: IsoDate.nullable(),
  status: ContractStatus,
  /** Price of one invoicing period with VAT. */
  totalPrice: Money,
  insuranceCoverage: Money,
  /** Door code for V1 (keypad) locks; null for V2 smart locks or when not issued yet. */
  accessCode: z.string().nullable(),
  /** Padlock code of the box; null when the box has a smart lock. */
  lockCode: z.string().nullable(),
  invoicing: z.object({ periodInMonths: z.number().int().min(1) }),
  hasUnsolvedCancellationRequest: z.boolean(),
  /** Set once the client confirmed the box is emptied (eviction confirmation). */
  evictionConfirmedAt: IsoDateTime.nullable(),
  /** Whether some rent of this contract is unpaid (cancellation is refused then). */
  hasUnpaidRents: z.boolean(),
  /** The last day of the latest paid rent's period; null before any rent is paid. */
  paidThrough: IsoDate.nullable(),
});
export type RentalContract = z.infer<typeof RentalContract>;

export const RentalContractDetail = RentalContract.extend({
  /** Monthly price lines with and without VAT (rent, insurance). */
  monthlyPrice: Money,
  monthlyPriceWithoutVat: Money,
  /** E-mails of users this box is shared with. */
  sharedWith: z.array(Email),
  /** Id to pass to legal-agreement-download; null before the agreement PDF exists. */
  legalAgreementId: Id.nullable(),
});
export type RentalContractDetail = z.infer<typeof RentalContractDetail>;

/** A rent (one invoicing period's payment) and its invoice. */
export const Rent = z.object({
  id: Id,
  contractId: Id,
  contractBusinessId: z.string(),
  boxName: z.string(),
  issuedOn: IsoDate,
  paidAt: IsoDateTime.nullable(),
  status: RentStatus,
  payingStatus: RentPayingStatus,
  payMethod: PayMethod.nullable(),
  amount: Money,
  periodFrom: IsoDate,
  periodTo: IsoDate,
  /** Id to pass to invoice-download; null until the invoice is issued. */
  invoiceId: Id.nullable(),
  /** Whether the pay button (manual-payment) is offered. */
  payable: z.boolean(),
});
export type Rent = z.infer<typeof Rent>;

/** A box someone shared with the signed-in user. */
export const SharedWithMe = z.object({
  contractId: Id,
  boxId: Id,
  boxName: z.string(),
  warehouse: WarehouseSummary,
  ownerName: z.string(),
  ownerEmail: Email,
  sharedAt: IsoDateTime,
  accessCode: z.string().nullable(),
  lockCode: z.string().nullable(),
});

/** A share the signed-in user gave on one of their contracts. */
export const SharedByMe = z.object({
  contractId: Id,
  boxName: z.string(),
  email: Email,
  sharedAt: IsoDateTime,
});

export const SharedBoxes = z.object({
  sharedWithMe: z.array(SharedWithMe),
  sharedByMe: z.array(SharedByMe),
});
export type SharedBoxes = z.infer<typeof SharedBoxes>;
