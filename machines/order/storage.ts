import { currencies } from '@contract/currencies';
import { boxSizes, invoicingPeriods, invoicingTypes, type InvoicingType } from '@contract/enumValues';
import type { OrderSelection } from '@contract/order';
import { ORDER_REFERENCE, VOUCHER_TOKEN_MAX } from '@contract/orderValues';
import { INT4_MAX, ISO_DATE, isCalendarDay } from '@contract/primitiveValues';
import type { Money } from '@contract/primitives';
import type { Box } from '@contract/warehouse';
import { emptyDraft, type DraftInvoicingDetails, type OrderDraft } from './draft';

/**
 * The stored draft is `{ version, snapshot }`. Raise `draftStorageVersion` whenever the draft's
 * shape changes: an older value is then discarded instead of being misread.
 */
export const draftStorageVersion = 1;

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
/** What the visitor typed is kept as typed, however long or wrong: the form shows its message. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

// The checks below read a stored part by the contract's rules for it (the same bounds and value
// lists); a part that does not fit is null, and the draft keeps the empty draft's value instead.
const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isId = (value: unknown): value is number => isInteger(value) && value > 0 && value <= INT4_MAX;
const isPositive = (value: unknown): value is number => typeof value === 'number' && value > 0;
const isOneOf = <T>(values: readonly T[], value: unknown): value is T => values.includes(value as T);
const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATE.test(value) && isCalendarDay(value);
/** An ISO 8601 instant with its offset, as `new Date().toISOString()` writes it. */
const isInstant = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) &&
  isCalendarDay(value);
/** `read` of a value that may be null: null stays null, anything else must fit. */
const nullable =
  <T>(read: (value: unknown) => T | null) =>
  (value: unknown): T | null | undefined =>
    value === null ? null : (read(value) ?? undefined);

function moneyOf(value: unknown): Money | null {
  const raw = record(value);
  return raw && isInteger(raw.minor) && isOneOf(currencies, raw.currency)
    ? { minor: raw.minor, currency: raw.currency }
    : null;
}

function boxOf(value: unknown): Box | null {
  const raw = record(value);
  if (!raw) return null;
  const [pricePerMonth, pricePerMonthWithoutVat, insuranceCoverage] = [
    moneyOf(raw.pricePerMonth),
    moneyOf(raw.pricePerMonthWithoutVat),
    moneyOf(raw.insuranceCoverage),
  ];
  const insurancePricePerMonth = nullable(moneyOf)(raw.insurancePricePerMonth);
  const fits =
    isId(raw.id) &&
    isId(raw.warehouseId) &&
    typeof raw.name === 'string' &&
    isOneOf(boxSizes, raw.sizeClass) &&
    [raw.area, raw.width, raw.length, raw.height].every(isPositive) &&
    isInteger(raw.floor) &&
    typeof raw.vatPercent === 'number' &&
    typeof raw.active === 'boolean' &&
    typeof raw.free === 'boolean' &&
    isIsoDate(raw.rentStart);
  if (!fits || !pricePerMonth || !pricePerMonthWithoutVat || !insuranceCoverage || insurancePricePerMonth === undefined)
    return null;
  return {
    id: raw.id as number,
    warehouseId: raw.warehouseId as number,
    name: raw.name as string,
    sizeClass: raw.sizeClass as Box['sizeClass'],
    area: raw.area as number,
    width: raw.width as number,
    length: raw.length as number,
    height: raw.height as number,
    floor: raw.floor as number,
    pricePerMonth,
    pricePerMonthWithoutVat,
    vatPercent: raw.vatPercent as number,
    insuranceCoverage,
    insurancePricePerMonth,
    active: raw.active as boolean,
    free: raw.free as boolean,
    rentStart: raw.rentStart as string,
  };
}

/** A voucher code as the contract takes it: trimmed, not empty, not longer than allowed. */
const voucherOf = (value: unknown): string | null => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed.length >= 1 && trimmed.length <= VOUCHER_TOKEN_MAX ? trimmed : null;
};

function selectionOf(value: unknown): OrderSelection | null {
  const raw = record(value);
  if (!raw || !isId(raw.boxId) || !isOneOf(invoicingPeriods, raw.periodInMonths)) return null;
  const insuranceId = raw.insuranceId === null ? null : isId(raw.insuranceId) ? raw.insuranceId : undefined;
  const voucherToken = nullable(voucherOf)(raw.voucherToken);
  if (insuranceId === undefined || voucherToken === undefined) return null;
  return { boxId: raw.boxId, periodInMonths: raw.periodInMonths, insuranceId, voucherToken };
}

function placedOrderOf(value: unknown): OrderDraft['placedOrder'] | undefined {
  // Drafts written before orders were remembered have no placedOrder: none.
  if (value === undefined || value === null) return null;
  const raw = record(value);
  const selection = raw && selectionOf(raw.selection);
  return raw && typeof raw.orderId === 'string' && ORDER_REFERENCE.test(raw.orderId) && selection
    ? { orderId: raw.orderId, selection }
    : undefined;
}

const boolean = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
const orNullId = (value: unknown): number | null | undefined =>
  value === null ? null : isId(value) ? value : undefined;

/** Each part of a stored draft but the invoicing details: its value, or undefined when it does not fit. */
const draftParts: {
  [K in Exclude<keyof OrderDraft, 'invoicingDetails'>]: (value: unknown) => OrderDraft[K] | undefined;
} = {
  box: nullable(boxOf),
  warehouseId: orNullId,
  insurance: orNullId,
  invoicing: (value) => (value === null ? null : isOneOf(invoicingPeriods, value) ? value : undefined),
  paymentFailed: boolean,
  invoicingDetailsValid: boolean,
  voucherToken: (value) =>
    value === null ? null : typeof value === 'string' && value.length <= VOUCHER_TOKEN_MAX ? value : undefined,
  forceValidate: boolean,
  version: (value) => (isInteger(value) && value >= 0 ? value : undefined),
  createdAt: (value) => (isInstant(value) ? value : undefined),
  detailsOwner: (value) => (value === null || typeof value === 'string' ? value : undefined),
  placedOrder: placedOrderOf,
};

/**
 * Typed invoicing details, field by field: every text stays as it was (a 300-character name
 * included), only what is not text at all becomes empty, so nothing the visitor typed is lost to
 * one bad field.
 */
function detailsOf(value: unknown): DraftInvoicingDetails | null {
  const raw = record(value);
  if (!raw) return null;
  const address = record(raw.address) ?? {};
  const company = record(raw.company);
  return {
    version: isInteger(raw.version) && raw.version >= 0 ? raw.version : 0,
    type: isOneOf<InvoicingType>(invoicingTypes, raw.type) ? raw.type : 'FyzickaOsoba',
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    email: text(raw.email),
    personalId: text(raw.personalId),
    telephoneNumber: text(raw.telephoneNumber),
    company: company && {
      name: text(company.name),
      ico: text(company.ico),
      dic: text(company.dic),
      icoDph: text(company.icoDph),
    },
    address: {
      street: text(address.street),
      number: text(address.number),
      city: text(address.city),
      zip: text(address.zip),
      countryCode: text(address.countryCode),
    },
  };
}

/**
 * The stored draft, or null when there is none, it is not JSON or it is of another version.
 * Anything may be in local storage (an old release, another tab, a user's edit), so each part is
 * checked on its own: a part that does not fit falls back to the empty draft's value (a box of
 * another shape means no box chosen) while the others are kept, and the invoicing details keep
 * their texts as typed. A draft without createdAt (from an older release) gets the time of reading.
 */
export function parseStoredDraft(raw: string | null, now: string): OrderDraft | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const envelope = record(json);
  const snapshot = envelope && envelope.version === draftStorageVersion ? record(envelope.snapshot) : null;
  if (!snapshot) return null;
  const draft: Record<string, unknown> = { ...emptyDraft(now) };
  for (const [key, read] of Object.entries(draftParts)) {
    const part = (read as (value: unknown) => unknown)(snapshot[key]);
    if (part !== undefined) draft[key] = part;
  }
  draft.invoicingDetails = detailsOf(snapshot.invoicingDetails);
  return draft as unknown as OrderDraft;
}

export function serialiseDraft(draft: OrderDraft): string {
  return JSON.stringify({ version: draftStorageVersion, snapshot: draft });
}
