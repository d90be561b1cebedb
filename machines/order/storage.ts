import { z } from 'zod';
import { InvoicingType } from '../../contract/enums';
import { emptyDraft, OrderDraft, type DraftInvoicingDetails } from './draft';

/**
 * The stored draft is `{ version, snapshot }`. Raise `draftStorageVersion` whenever the draft's
 * shape changes: an older value is then discarded instead of being misread.
 */
export const draftStorageVersion = 1;

const Envelope = z.object({ version: z.literal(draftStorageVersion), snapshot: z.record(z.unknown()) });

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
/** What the visitor typed is kept as typed, however long or wrong: the form shows its message. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

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
  const version = z.number().int().min(0).safeParse(raw.version);
  const type = InvoicingType.safeParse(raw.type);
  return {
    version: version.success ? version.data : 0,
    type: type.success ? type.data : 'FyzickaOsoba',
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    email: text(raw.email),
    personalId: text(raw.personalId),
    telephoneNumber: text(raw.telephoneNumber),
    company: company && { name: text(company.name), ico: text(company.ico), dic: text(company.dic), icoDph: text(company.icoDph) },
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
  const envelope = Envelope.safeParse(json);
  if (!envelope.success) return null;
  const snapshot = envelope.data.snapshot;
  const draft: Record<string, unknown> = { ...emptyDraft(now) };
  for (const [key, schema] of Object.entries(OrderDraft.shape)) {
    if (key === 'invoicingDetails') continue;
    const part = (schema as z.ZodTypeAny).safeParse(snapshot[key]);
    if (part.success) draft[key] = part.data;
  }
  draft.invoicingDetails = detailsOf(snapshot.invoicingDetails);
  return draft as OrderDraft;
}

export function serialiseDraft(draft: OrderDraft): string {
  return JSON.stringify({ version: draftStorageVersion, snapshot: draft });
}
