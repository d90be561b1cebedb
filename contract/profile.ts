import { z } from 'zod';
import { Gender } from './enums';
import { InvoicingDetails, SavedInvoicingDetails } from './invoicing';
import { Email, Id, IsoDate, IsoDateTime, Language, Money, PhoneNumber, RequiredText } from './primitives';

export { ReferralCode } from './primitives';

/** One movement of the referral reward account: a reward earned, or part of a rent paid from it. */
export const ReferralTransaction = z.object({
  id: Id,
  type: z.enum(['CREDIT', 'DEBIT']),
  amount: Money,
  createdAt: IsoDateTime,
});
export type ReferralTransaction = z.infer<typeof ReferralTransaction>;

/** Referral programme: share link, contracts acquired, reward and balance. */
export const ReferralInfo = z.object({
  /** Share link carrying the user's referral code. */
  url: z.string().url(),
  /** Contracts concluded through the link. */
  totalContracts: z.number().int().min(0),
  /** Reward earned so far. */
  amount: Money,
  /** What is left on the referral reward account (credits minus debits). */
  balance: Money,
  /** The account's movements, newest first (at most the latest 100). */
  transactions: z.array(ReferralTransaction),
});
export type ReferralInfo = z.infer<typeof ReferralInfo>;

/** The referral part of the profile answer: the link and the sums, without the movements. */
export const ReferralSummary = ReferralInfo.omit({ transactions: true });
export type ReferralSummary = z.infer<typeof ReferralSummary>;

/** My profile, grouped as the screen shows it. */
export const Profile = z.object({
  contact: z.object({
    /** The login name; not changeable here. */
    email: Email,
    phoneNumber: z.string().nullable(),
  }),
  user: z.object({
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: IsoDate.nullable(),
    gender: Gender.nullable(),
    userLanguage: Language,
  }),
  /** Null until the user ordered or filled them in; prefills the order details step. */
  invoicingDetails: SavedInvoicingDetails.nullable(),
  referral: ReferralSummary,
  newsletter: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;

/**
 * What the client may change with PUT /api/client/my/profile. Unknown keys are rejected (.strict):
 * e-mail, referral, user type and language (set-locale) cannot be changed here.
 */
export const ProfileUpdate = z
  .object({
    contact: z.object({ phoneNumber: PhoneNumber }).strict(),
    user: z
      .object({
        firstName: RequiredText(100),
        lastName: RequiredText(100),
        dateOfBirth: IsoDate.nullable(),
        gender: Gender.nullable(),
      })
      .strict(),
    invoicingDetails: InvoicingDetails.nullable(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;
