import { storageKeys } from '../storage/keys';
import { local, type KeyValueStore } from '../storage/safeStorage';

/** How long a referral link counts after the visit: a visitor often registers or orders days later. */
export const REFERRAL_KEEP_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const CODE = /^[A-Za-z0-9]{4,64}$/;

interface Kept {
  code: string;
  /** When the visitor arrived with it (ms since the epoch). */
  at: number;
}

/**
 * Keeps the code of a referral link (`?ref=<code>`) the page was opened with. A later link replaces
 * it (the visitor came through that one last); an address without a code leaves the kept one alone.
 */
export function keepReferralCode(search: string, store: KeyValueStore = local, now = Date.now()): void {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (!code || !CODE.test(code)) return;
  store.set(storageKeys.referralCode, JSON.stringify({ code, at: now } satisfies Kept));
}

/** The kept code while it counts, else undefined (and an expired or unreadable one is dropped). */
export function storedReferralCode(store: KeyValueStore = local, now = Date.now()): string | undefined {
  const raw = store.get(storageKeys.referralCode);
  if (!raw) return undefined;
  try {
    const kept = JSON.parse(raw) as Partial<Kept>;
    if (
      typeof kept.code === 'string' &&
      CODE.test(kept.code) &&
      typeof kept.at === 'number' &&
      now - kept.at <= REFERRAL_KEEP_DAYS * DAY_MS
    )
      return kept.code;
  } catch {
    // Not ours or damaged: forgotten below.
  }
  store.remove(storageKeys.referralCode);
  return undefined;
}

/** Forgets the code once the server has it (the registration or order that carried it succeeded). */
export function forgetReferralCode(store: KeyValueStore = local): void {
  store.remove(storageKeys.referralCode);
}

/** A request body with the kept code added when there is one. */
export function withReferralCode<T extends object>(
  body: T,
  store: KeyValueStore = local,
  now = Date.now(),
): T & { referralCode?: string } {
  const referralCode = storedReferralCode(store, now);
  return referralCode ? { ...body, referralCode } : body;
}
