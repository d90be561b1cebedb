import type { ReferralInfo } from '@contract/profile';

/** What the profile's referral group needs from outside: the referral-info call and the clipboard. */
export interface ReferralEffects {
  loadReferral: () => Promise<ReferralInfo>;
  /** Puts the share link on the clipboard; rejects when the browser refuses. */
  copyLink: (url: string) => Promise<void>;
}
