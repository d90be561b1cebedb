import { currencyOfCountry, type Currency, type OperatingCountry } from '@contract/countries';
import type { Env } from '../config/env';
import type { Db } from '../db/client';
import { appUser, referralTransaction } from '../db/schema';
import { eq } from 'drizzle-orm';

const rewardVariable: Record<Currency, keyof Env> = {
  EUR: 'REFERRAL_REWARD_EUR',
  CZK: 'REFERRAL_REWARD_CZK',
  PLN: 'REFERRAL_REWARD_PLN',
  HUF: 'REFERRAL_REWARD_HUF',
  RON: 'REFERRAL_REWARD_RON',
};

/** The configured reward for a customer brought to a country's site, in minor units of its currency. */
export function referralRewardOf(env: Env, country: OperatingCountry): { minor: number; currency: Currency } {
  const currency = currencyOfCountry[country];
  return { minor: Number(env[rewardVariable[currency]]) * 100, currency };
}

/**
 * Credits the referrer of a customer whose payment has just succeeded, inside the caller's
 * transaction. The partial unique index on CREDIT rows per referred customer makes it happen once,
 * whichever payment comes first and however often this runs; a self-referral never earns.
 */
export async function creditReferrer(
  tx: Db,
  env: Env,
  referredUserId: number,
  country: OperatingCountry,
): Promise<boolean> {
  const [user] = await tx
    .select({ referredBy: appUser.referredBy })
    .from(appUser)
    .where(eq(appUser.id, referredUserId));
  const referrer = user?.referredBy;
  if (!referrer || referrer === referredUserId) return false;
  const reward = referralRewardOf(env, country);
  if (reward.minor <= 0) return false;
  const inserted = await tx
    .insert(referralTransaction)
    .values({ userId: referrer, type: 'CREDIT', amountMinor: reward.minor, currency: reward.currency, referredUserId })
    .onConflictDoNothing()
    .returning({ id: referralTransaction.id });
  return inserted.length === 1;
}
