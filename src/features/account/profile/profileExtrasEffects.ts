import type { NewsletterEffects } from '@machines/newsletter/effects';
import type { ReferralEffects } from '@machines/referral/effects';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';

/** The referral group's effects in the browser: the referral-info call and the clipboard. */
export const browserReferralEffects: ReferralEffects = {
  loadReferral: async () => bodyOf(await api.my.referralInfo(), 200),
  copyLink: async (url) => {
    if (!navigator.clipboard) throw new Error('This browser gives no clipboard.');
    await navigator.clipboard.writeText(url);
  },
};

/** The newsletter switch's effects in the browser: the two newsletter calls. */
export const browserNewsletterEffects: NewsletterEffects = {
  loadSubscription: async () => bodyOf(await api.my.isSubscribedToNewsletter(), 200).value,
  saveSubscription: async (value) => bodyOf(await api.my.subscribeToNewsletter({ body: { value } }), 200).value,
};
