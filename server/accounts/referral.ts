import { currencyOfCountry } from '../../contract/countries';
import type { ReferralSummary } from '../../contract/profile';
import type { ServerConfig } from '../config/env';
import { appLink } from '../identity/links';

/**
 * The referral part of the profile answer, which is read without the reward account: the share
 * link of the user id and no sums. The profile screen shows the full account from
 * GET /api/client/my/referral-info (server/referrals/), whose link carries the customer's random code.
 */
export function referralInfoOf(config: ServerConfig, userId: number): ReferralSummary {
  const zero = { minor: 0, currency: currencyOfCountry[config.env.COUNTRY] };
  return { url: appLink(config, `/?ref=${userId}`), totalContracts: 0, amount: zero, balance: zero };
}
