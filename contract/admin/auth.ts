import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withConsoleErrors } from './errors';
import { Email, Id, IsoDateTime, ValueOf } from '../primitives';
import { isCommonPassword } from '../auth';
import { staffAuth } from '../routeMeta';
import { consoleRoles, STAFF_PASSWORD_MIN_LENGTH, staffRoles } from './values';

const c = initContract();

export const StaffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof StaffRole>;

/** At least 12 characters, and not one of the most used passwords (`password/too-common`). */
export const StaffPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN_LENGTH)
  .max(128)
  .refine((password) => !isCommonPassword(password), 'password/too-common');

/** A one-time set-up link's token (`/admin/setup?token=…`). */
export const SetupToken = z.string().trim().min(1).max(100);
/** Six digits from the authenticator app, or a recovery code (`xxxxx-xxxxx`). */
export const SecondFactorCode = z.string().trim().min(1).max(20);

export const SetupStartRequest = z.object({ token: SetupToken });
/**
 * What the set-up page shows once: the authenticator secret (also as an `otpauth://` address for a
 * QR code). Opening the link again makes a new secret; the one confirmed by a code is kept.
 */
export const SetupStartResponse = z.object({
  email: Email,
  name: z.string(),
  secret: z.string(),
  otpauthUri: z.string(),
});

export const SetupCompleteRequest = z
  .object({
    token: SetupToken,
    password: StaffPassword,
    passwordConfirmation: z.string().max(128),
    code: SecondFactorCode,
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: 'passwordsMustMatch',
    path: ['passwordConfirmation'],
  });
/** The recovery codes, shown this once: each signs in once instead of a code from the app. */
export const SetupCompleteResponse = z.object({ recoveryCodes: z.array(z.string()) });

export const StaffSignInRequest = z.object({
  email: Email,
  password: z.string().min(1, 'revalid/rule/basic/not-null').max(128),
});
/** The second step's ticket: valid a few minutes and for a few wrong codes. */
export const StaffChallenge = z.object({ challenge: z.string(), expiresAt: IsoDateTime });
export const StaffSecondFactorRequest = z.object({ challenge: z.string().min(1).max(100), code: SecondFactorCode });

/** The signed-in staff member and their session's limits. */
export const StaffMe = z.object({
  id: Id,
  email: Email,
  name: z.string(),
  role: StaffRole,
  /** The warehouses an OWNER runs; empty for the other roles, who are not limited by warehouse. */
  warehouseIds: z.array(Id),
  /** When the session ends however active it is. */
  sessionExpiresAt: IsoDateTime,
  /** Minutes without a request after which the session ends. */
  idleMinutes: z.number().int().positive(),
});
export type StaffMe = z.infer<typeof StaffMe>;
export const StaffSession = z.object({ token: z.string(), staff: StaffMe });

export const adminAuthContract = c.router(
  {
    setupStart: {
      method: 'POST',
      path: '/api/admin/setup/start',
      body: SetupStartRequest,
      // 400 `staff/setup-link-invalid` for an unknown, used or expired link.
      responses: withConsoleErrors({ 200: SetupStartResponse }, 429),
      summary: 'Open a staff set-up link: the e-mail it is for and a new authenticator secret',
    },
    setupComplete: {
      method: 'POST',
      path: '/api/admin/setup/complete',
      body: SetupCompleteRequest,
      // 400 `staff/setup-link-invalid`, or `staff/invalid-code` when the code does not fit the secret.
      responses: withConsoleErrors({ 200: SetupCompleteResponse }, 401, 429),
      summary: 'Finish staff set-up: password and a code from the authenticator; answers the recovery codes once',
    },
    signIn: {
      method: 'POST',
      path: '/api/admin/sign-in',
      body: StaffSignInRequest,
      // 401 `invalid-credentials` for a wrong e-mail or password, a disabled or unfinished account alike.
      responses: withConsoleErrors({ 200: StaffChallenge }, 401, 429),
      summary: 'First step of a staff sign-in: e-mail and password; answers the second step’s challenge',
    },
    secondFactor: {
      method: 'POST',
      path: '/api/admin/sign-in/code',
      body: StaffSecondFactorRequest,
      // 401 `staff/invalid-code` (wrong or used code), `staff/sign-in-expired` (start again).
      responses: withConsoleErrors({ 200: StaffSession }, 401, 429),
      summary: 'Second step of a staff sign-in: a code from the authenticator or a recovery code',
    },
    signOut: {
      method: 'POST',
      path: '/api/admin/sign-out',
      body: c.noBody(),
      responses: withConsoleErrors({ 200: ValueOf(z.literal(true)) }, 401, 403),
      metadata: staffAuth(...consoleRoles.everyone),
      summary: 'End the staff session',
    },
    me: {
      method: 'GET',
      path: '/api/admin/me',
      responses: withConsoleErrors({ 200: StaffMe }, 401, 403),
      metadata: staffAuth(...consoleRoles.everyone),
      summary: 'The signed-in staff member, their role and warehouses',
    },
  },
  { strictStatusCodes: true },
);
