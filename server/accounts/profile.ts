import { and, eq, isNull, ne } from 'drizzle-orm';
import type { ClientUser } from '@contract/auth';
import type { Profile, ProfileUpdate } from '@contract/profile';
import type { AppContext } from '../config/context';
import type { Db } from '../db/client';
import { appUser } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { HttpError } from '../http/httpError';
import { languageOf, loadUser, type UserRow } from '../identity/users';
import { referralSummary } from '../referrals/info';
import { infoMessagesFor } from './infoMessages';
import { loadInvoicingDetails, saveInvoicingDetails } from './invoicingDetails';
import { phoneExists } from './register';

const genderOf = (u: UserRow) => (u.gender === 'Male' || u.gender === 'Female' ? u.gender : null);

/** GET /api/client/client-user/current: the user and the informational messages for the login modal. */
export async function currentUser(db: Db, userId: number): Promise<ClientUser> {
  const user = await loadUser(db, userId);
  return {
    id: user.id,
    userType: user.userType as ClientUser['userType'],
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dateOfBirth,
    gender: genderOf(user),
    userLanguage: languageOf(user),
    infomessages: await infoMessagesFor(db, user),
  };
}

export async function loadProfile({ db, config }: AppContext, userId: number): Promise<Profile> {
  const user = await loadUser(db, userId);
  return {
    contact: { email: user.email, phoneNumber: user.phoneNumber },
    user: {
      firstName: user.firstName,
      lastName: user.lastName,
      dateOfBirth: user.dateOfBirth,
      gender: genderOf(user),
      userLanguage: languageOf(user),
    },
    invoicingDetails: await loadInvoicingDetails(db, userId),
    referral: await referralSummary({ db, config }, user.id),
    newsletter: user.newsletter,
  };
}

/**
 * Saves what the client may change: phone, names, birth date, gender and the invoicing details. The
 * contract's strict schema already refused anything else (e-mail, user type, verification, ids), and
 * the user is always the token's, so no other account can be touched. `invoicingDetails: null`
 * leaves stored details as they are (the screen offers no way to delete them). All or nothing.
 */
export async function updateProfile(ctx: AppContext, userId: number, body: ProfileUpdate): Promise<Profile> {
  const { db } = ctx;
  const phone = body.contact.phoneNumber;
  const [other] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.phoneNumber, phone), ne(appUser.id, userId)))
    .limit(1);
  if (other) throw phoneExists('body.contact.phoneNumber');
  try {
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(appUser)
        .set({
          phoneNumber: phone,
          firstName: body.user.firstName,
          lastName: body.user.lastName,
          dateOfBirth: body.user.dateOfBirth,
          gender: body.user.gender,
        })
        // Never on an erased account: a save in flight while it was removed must not bring its data back.
        .where(and(eq(appUser.id, userId), isNull(appUser.removedAt)))
        .returning({ id: appUser.id });
      if (updated.length === 0) throw new HttpError(401, 'unauthorized', 'This account no longer exists.');
      if (body.invoicingDetails) await saveInvoicingDetails(tx, userId, body.invoicingDetails);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'app_user_phone_uq')) throw phoneExists('body.contact.phoneNumber');
    throw err;
  }
  return loadProfile(ctx, userId);
}
