import { z } from 'zod';

/** The stored choice, `{ version, … }` so an older or tampered value is discarded, not misread. */
export const StoredConsent = z.object({
  version: z.literal(1),
  marketing: z.boolean(),
  decidedAt: z.string(),
});
export type StoredConsent = z.infer<typeof StoredConsent>;

export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const parsed = StoredConsent.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function serialiseConsent(marketing: boolean, now: Date = new Date()): string {
  const value: StoredConsent = { version: 1, marketing, decidedAt: now.toISOString() };
  return JSON.stringify(value);
}
