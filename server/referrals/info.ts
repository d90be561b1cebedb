import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { currencyOfCountry } from '@contract/countries';
import type { ReferralInfo, ReferralSummary } from '@contract/profile';
import type { AppContext } from '../config/context';
import { appUser, referralTransaction, rentalContract } from '../db/schema';
import { appLink } from '../identity/links';
import { referralBalanceOf } from './balance';
import { ensureReferralCode } from './codes';

/** The share link of a referral code: the home page with `ref`, which the app keeps until registration or an order. */
export const referralLinkOf = (ctx: AppContext, code: string) =>
  appLink(ctx.config, `/?ref=${encodeURIComponent(code)}`);

/**
 * The customer's referral programme without the movements (the profile answer): the share link (its
 * code made on first need), the contracts of the customers it brought, and the rewards earned and the
 * balance left in this site's currency.
 */
export async function referralSummary(ctx: AppContext, userId: number): Promise<ReferralSummary> {
  const { db, config } = ctx;
  const currency = currencyOfCountry[config.env.COUNTRY];
  const code = await ensureReferralCode(db, userId);
  const referred = db.select({ id: appUser.id }).from(appUser).where(eq(appUser.referredBy, userId));
  const [{ contracts }] = await db
    .select({ contracts: sql<string>`count(*)` })
    .from(rentalContract)
    .where(inArray(rentalContract.userId, referred));
  const [{ earned }] = await db
    .select({ earned: sql<string>`coalesce(sum(${referralTransaction.amountMinor}), 0)` })
    .from(referralTransaction)
    .where(
      and(
        eq(referralTransaction.userId, userId),
        eq(referralTransaction.type, 'CREDIT'),
        eq(referralTransaction.currency, currency),
      ),
    );
  return {
    url: referralLinkOf(ctx, code),
    totalContracts: Number(contracts),
    amount: { minor: Number(earned), currency },
    balance: { minor: await referralBalanceOf(db, userId, currency), currency },
  };
}

/** The referral programme with the reward account's movements, newest first (the referral-info call). */
export async function referralInfo(ctx: AppContext, userId: number): Promise<ReferralInfo> {
  const summary = await referralSummary(ctx, userId);
  const rows = await ctx.db
    .select()
    .from(referralTransaction)
    .where(eq(referralTransaction.userId, userId))
    .orderBy(desc(referralTransaction.createdAt), desc(referralTransaction.id))
    .limit(100);
  return {
    ...summary,
    transactions: rows.map((r) => ({
      id: r.id,
      type: r.type === 'DEBIT' ? 'DEBIT' : 'CREDIT',
      amount: { minor: r.amountMinor, currency: currencyOf(r.currency, summary.amount.currency) },
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

const currencyOf = (value: string, fallback: ReferralInfo['amount']['currency']) =>
  (Object.values(currencyOfCountry) as string[]).includes(value) ? (value as typeof fallback) : fallback;
