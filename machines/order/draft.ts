import type { InvoicingType, InvoicingPeriod } from '@contract/enumValues';
import type { InvoicingDetails } from '@contract/invoicing';
import type { OrderSelection } from '@contract/order';
import type { Profile } from '@contract/profile';
import type { Box } from '@contract/warehouse';
import { loadedDetailsRules } from './detailsRules';

/**
 * Invoicing details as typed so far: the contract's shape, but every text may still be empty or
 * wrong. Only `toInvoicingDetails` + the contract's schema decide whether they can be sent.
 */
export interface DraftInvoicingDetails {
  version: number;
  type: InvoicingType;
  firstName: string;
  lastName: string;
  email: string;
  personalId: string;
  telephoneNumber: string;
  company: { name: string; ico: string; dic: string; icoDph: string } | null;
  address: { street: string; number: string; city: string; zip: string; countryCode: string };
}

/**
 * The order draft, kept in local storage under `order` (machines/order/storage.ts checks what is
 * read back). `detailsOwner` is our addition: the e-mail of the signed-in user the details were
 * filled for (null: typed while anonymous), so a login is noticed however and whenever it happened
 * (see the details region).
 */
export interface OrderDraft {
  box: Box | null;
  warehouseId: number | null;
  /** Chosen extra insurance option; null keeps the included basic insurance. */
  insurance: number | null;
  /** Invoicing period in months; null until chosen. */
  invoicing: InvoicingPeriod | null;
  paymentFailed: boolean;
  invoicingDetails: DraftInvoicingDetails | null;
  invoicingDetailsValid: boolean;
  /** A voucher the server accepted for this box; invalid ones are never kept. */
  voucherToken: string | null;
  /** The details step shows every problem at once (after a refill or when the summary sent the user back). */
  forceValidate: boolean;
  /** Raised by one on every refill from the profile: the details form starts over from the new values. */
  version: number;
  createdAt: string;
  detailsOwner: string | null;
  /**
   * Our addition: the order placed from this draft and the selection it was placed with, written
   * before the browser leaves for the card page. Coming back (Back button, a decline) the summary
   * finds the order that holds the box and offers to pay it instead of calling the box taken.
   */
  placedOrder: { orderId: string; selection: OrderSelection } | null;
}

export const emptyDraft = (now: string): OrderDraft => ({
  box: null,
  warehouseId: null,
  insurance: null,
  invoicing: null,
  paymentFailed: false,
  invoicingDetails: null,
  invoicingDetailsValid: false,
  voucherToken: null,
  forceValidate: false,
  version: 0,
  createdAt: now,
  detailsOwner: null,
  placedOrder: null,
});

/**
 * Start-new: version 0, no insurance, invoicing or voucher, details invalid. The
 * typed details themselves are kept so a second order does not mean typing them again.
 */
export const startNew = (draft: OrderDraft, now: string): OrderDraft => ({
  ...emptyDraft(now),
  invoicingDetails: draft.invoicingDetails,
  detailsOwner: draft.detailsOwner,
});

export const emptyDetails = (countryCode: string): DraftInvoicingDetails => ({
  version: 0,
  type: 'FyzickaOsoba',
  firstName: '',
  lastName: '',
  email: '',
  personalId: '',
  telephoneNumber: '',
  company: null,
  address: { street: '', number: '', city: '', zip: '', countryCode },
});

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The request body for the contract's InvoicingDetails schema (not yet validated: the caller parses it). */
export function toInvoicingDetails(details: DraftInvoicingDetails): unknown {
  return {
    ...details,
    personalId: orNull(details.personalId),
    company:
      details.type === 'PravnickaOsoba'
        ? {
            name: details.company?.name ?? '',
            ico: details.company?.ico ?? '',
            dic: orNull(details.company?.dic ?? ''),
            icoDph: orNull(details.company?.icoDph ?? ''),
          }
        : null,
  };
}

export function fromInvoicingDetails(details: InvoicingDetails): DraftInvoicingDetails {
  return {
    ...details,
    personalId: details.personalId ?? '',
    company: details.company && {
      ...details.company,
      dic: details.company.dic ?? '',
      icoDph: details.company.icoDph ?? '',
    },
  };
}

/**
 * Details refilled from the profile (the profile's phoneNumber becomes the details' telephoneNumber). Saved
 * invoicing details win; without them the contact and name fill what was typed.
 */
export function refillFromProfile(
  current: DraftInvoicingDetails | null,
  profile: Profile,
  countryCode: string,
): DraftInvoicingDetails {
  if (profile.invoicingDetails) return fromInvoicingDetails(profile.invoicingDetails);
  const base = current ?? emptyDetails(countryCode);
  return {
    ...base,
    firstName: profile.user.firstName,
    lastName: profile.user.lastName,
    email: profile.contact.email,
    telephoneNumber: profile.contact.phoneNumber ?? base.telephoneNumber,
  };
}

/** The details as the contract accepts them, or null while something is missing or wrong. */
export function validDetailsOf(details: DraftInvoicingDetails | null): InvoicingDetails | null {
  // Not judged before the rules are loaded (loadDetailsRules): treated as not valid yet.
  const rules = loadedDetailsRules();
  if (!details || !rules) return null;
  const parsed = rules.safeParse(toInvoicingDetails(details));
  return parsed.success ? parsed.data : null;
}

/** What the summary and the placement send, once a box and a period are chosen. */
export function selectionOf(draft: OrderDraft): OrderSelection | null {
  if (!draft.box || draft.invoicing === null) return null;
  return {
    boxId: draft.box.id,
    periodInMonths: draft.invoicing,
    insuranceId: draft.insurance,
    voucherToken: draft.voucherToken,
  };
}

/** The reference of the draft's placed order when it was placed for this box (it may hold it). */
export const heldOrderIdFor = (draft: OrderDraft, boxId: number | null): string | null =>
  draft.placedOrder && draft.placedOrder.selection.boxId === boxId ? draft.placedOrder.orderId : null;

/** A selection with its keys in the contract's order, so two selections compare as JSON. */
const selectionInOrder = ({ boxId, periodInMonths, insuranceId, voucherToken }: OrderSelection): OrderSelection => ({
  boxId,
  periodInMonths,
  insuranceId,
  voucherToken,
});

/** The draft's selection is the one its placed order was placed with. */
export const sameAsPlaced = (draft: OrderDraft): boolean => {
  const selection = selectionOf(draft);
  return (
    !!selection &&
    !!draft.placedOrder &&
    JSON.stringify(selection) === JSON.stringify(selectionInOrder(draft.placedOrder.selection))
  );
};

/** Verified and still valid by the contract's rules: the order can be placed with them. */
export const detailsReady = (draft: OrderDraft): boolean =>
  draft.invoicingDetailsValid && validDetailsOf(draft.invoicingDetails) !== null;

/**
 * Whether the summary takes the draft's details as verified: by the contract's rules once they are
 * loaded, until then by the verification kept with the draft. The rules (zod and the phone library,
 * a fifth of the page's code) are loaded when the order is placed, so a summary opened anew (a
 * reload, the tab reopened) is priced and shown without waiting for them.
 */
export const detailsVerified = (draft: OrderDraft): boolean =>
  loadedDetailsRules() ? detailsReady(draft) : draft.invoicingDetailsValid && draft.invoicingDetails !== null;
