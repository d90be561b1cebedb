import { z } from 'zod';
import { OrderDraft } from './draft';

/**
 * The stored draft is `{ version, snapshot }`. Raise `draftStorageVersion` whenever the draft's
 * shape changes: an older value is then discarded instead of being misread.
 */
export const draftStorageVersion = 1;

// Anything may be in local storage (an old release, another tab, a user's edit): checked in full.
// A draft without createdAt (from an older release) is still accepted: the time of reading is added.
const StoredDraft = z.object({
  version: z.literal(draftStorageVersion),
  snapshot: OrderDraft.extend({ createdAt: OrderDraft.shape.createdAt.optional() }),
});

/** The stored draft, or null when there is none or it is corrupt or of another version. */
export function parseStoredDraft(raw: string | null, now: string): OrderDraft | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = StoredDraft.safeParse(json);
  if (!parsed.success) return null;
  return { ...parsed.data.snapshot, createdAt: parsed.data.snapshot.createdAt ?? now };
}

export function serialiseDraft(draft: OrderDraft): string {
  return JSON.stringify({ version: draftStorageVersion, snapshot: draft });
}
