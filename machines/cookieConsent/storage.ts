/**
 * The stored choice, `{ version, … }` so an older or tampered value is discarded, not misread.
 * Checked by hand rather than with zod: this runs on the landing page's first load.
 */
export interface StoredConsent {
  version: 1;
  marketing: boolean;
  decidedAt: string;
}

const isStoredConsent = (value: unknown): value is StoredConsent => {
  const v = value as Partial<StoredConsent> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.version === 1 &&
    typeof v.marketing === 'boolean' &&
    typeof v.decidedAt === 'string'
  );
};

export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredConsent(parsed) ? { version: 1, marketing: parsed.marketing, decidedAt: parsed.decidedAt } : null;
  } catch {
    return null;
  }
}

export function serialiseConsent(marketing: boolean, now: Date = new Date()): string {
  const value: StoredConsent = { version: 1, marketing, decidedAt: now.toISOString() };
  return JSON.stringify(value);
}
