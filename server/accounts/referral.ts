import { currencyOfCountry } from '../../contract/countries';
import type { ReferralInfo } from '../../contract/profile';
import type { ServerConfig } from '../config/env';
import { appLink } from '../identity/links';

/**
 * The referral part of the profile. The share link is derived from the user id; no referral
 * programme records exist yet (no contracts are attributed to links and no rewards are booked), so
 * the counts and amounts are truly zero, in the currency of this deployment. The referral issue
 * replaces the zeros with sums over its tables.
 */
export function referralInfoOf(config: ServerConfig, userId: number): ReferralInfo {
  const zero = { minor: 0, currency: currencyOfCountry[config.env.COUNTRY] };
  return { url: appLink(config, `/?ref=${userId}`), totalContracts: 0, amount: zero, balance: zero };
}
