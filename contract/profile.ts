import { z } from 'zod';
import { Gender } from './enums';
import { InvoicingDetails, SavedInvoicingDetails } from './invoicing';
import { Email, IsoDate, Language, Money, PhoneNumber, RequiredText } from './primitives';

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
});
export type ReferralInfo = z.infer<typeof ReferralInfo>;

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
  referral: ReferralInfo,
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
