import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { Gender, UserType } from './enums';
import { withErrors } from './errors';
import { Email, Id, IsoDate, Language, PhoneNumber, ReferralCode, RequiredText, ValueOf } from './primitives';
import { isCommonPassword, meetsPasswordRule } from './validation/passwords';

/** The most used passwords' check, for the console's own password rule (contract/admin/auth.ts). */
export { isCommonPassword };
import { bearer } from './routeMeta';

const c = initContract();

/**
 * Password rule: at least 6 characters and at least one digit (`password/too-weak`); one of the
 * most used passwords is refused with its own code (`password/too-common`), checked first so
 * `qwerty` hears why rather than the length-and-digit rule. Issue messages are error codes, so
 * the server turns zod issues into `fields[].code` directly.
 */
export const Password = z
  .string()
  .max(128)
  .superRefine((password, ctx) => {
    if (isCommonPassword(password)) ctx.addIssue({ code: 'custom', message: 'password/too-common' });
    else if (!meetsPasswordRule(password)) ctx.addIssue({ code: 'custom', message: 'password/too-weak' });
  });

/** Adds the "confirmation must equal the password" rule (code `passwordsMustMatch`). */
export const withPasswordConfirmation = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, password: Password, passwordConfirmation: z.string().max(128) })
    .refine((v) => v.password === v.passwordConfirmation, {
      message: 'passwordsMustMatch',
      path: ['passwordConfirmation'],
    });

/** Consent checkbox that must be ticked (code `mustBeChecked`). */
export const MustBeChecked = z.literal(true, { errorMap: () => ({ message: 'mustBeChecked' }) });

/** Identifies the browser/app install for "remember me" device tokens (stored under `deviceId`). */
export const DeviceId = z.string().trim().min(8).max(100);
export const DeviceToken = z.string().min(1).max(500);
export const AuthDomain = z.literal('CLIENT');

export const LoginRequest = z.object({
  /** The user's e-mail. */
  username: Email,
  password: z.string().min(1, 'revalid/rule/basic/not-null').max(128),
  rememberMe: z.boolean(),
  deviceId: DeviceId,
  domain: AuthDomain,
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({
  /** Bearer token for the `Authorization` header. */
  token: z.string(),
  /** Long-lived token for device-login; present only when rememberMe was set. */
  deviceToken: z.string().nullable().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const DeviceLoginRequest = z.object({ deviceId: DeviceId, deviceToken: DeviceToken, domain: AuthDomain });
export const DeviceLoginResponse = z.object({ token: z.string() });
export const RevokeDeviceTokenRequest = z.object({ deviceId: DeviceId, deviceToken: DeviceToken });

/**
 * Registration body. The spec does not show it: this is our design, matching the registration
 * screen (mandatory fields, password rule, consents). The account must be confirmed through the
 * e-mail link before login (error `verification/invalid` for a bad link).
 */
export const RegistrationRequest = withPasswordConfirmation({
  firstName: RequiredText(100),
  lastName: RequiredText(100),
  email: Email,
  phoneNumber: PhoneNumber,
  language: Language,
  consents: z.object({
    termsAccepted: MustBeChecked,
    privacyAccepted: MustBeChecked,
    newsletter: z.boolean(),
  }),
  /** The referral code the visitor arrived with, if any. */
  referralCode: ReferralCode.optional(),
});
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

export const RegistrationResponse = z.object({
  id: Id,
  email: Email,
  /** Always true for now: a confirmation e-mail was sent and must be followed before login. */
  confirmationRequired: z.boolean(),
});

/**
 * Addition beyond the spec's 58 calls: the confirmation e-mail links to `/login?verify=<token>`
 * and the app posts that token here. Single use; `verification/invalid` when unknown, used or expired.
 */
export const VerifyEmailRequest = z.object({ token: z.string().trim().min(1, 'verification/invalid').max(500) });
export const VerifyEmailResponse = z.object({ verified: z.literal(true) });

/** Our design (spec: body not shown). */
export const PasswordResetRequest = z.object({ email: Email, language: Language.optional() });
/** Same answer whether or not the account exists, so the call cannot probe for e-mails. */
export const PasswordResetAccepted = z.object({ accepted: z.literal(true) });

/**
 * Our design (spec: body not shown). `token` is the reset token read from the address: the reset
 * e-mail links to `/reset-password/change?token=<token>`.
 */
export const PasswordChangeWithTokenRequest = withPasswordConfirmation({
  token: z.string().trim().min(1, 'password-reset/invalid-token').max(500),
});
export type PasswordChangeWithTokenRequest = z.infer<typeof PasswordChangeWithTokenRequest>;

/** Informational message shown in a modal after login until acknowledged. */
export const InfoMessage = z.object({
  id: Id,
  text: z.string(),
  /** Important messages stay acknowledged across tabs and logout; others are dropped. */
  important: z.boolean(),
});

export const ClientUser = z.object({
  id: Id,
  userType: UserType,
  firstName: z.string(),
  lastName: z.string(),
  email: Email,
  phoneNumber: z.string().nullable(),
  /** Shown as year of birth only. */
  dateOfBirth: IsoDate.nullable(),
  gender: Gender.nullable(),
  userLanguage: Language,
  infomessages: z.array(InfoMessage),
});
export type ClientUser = z.infer<typeof ClientUser>;

export const authContract = c.router(
  {
    login: {
      method: 'POST',
      path: '/auth/custom/login',
      body: LoginRequest,
      // 401 `invalid-credentials` for a wrong e-mail or password (same answer for both). 403
      // `account/email-not-verified` only after a correct password on an unconfirmed account (a new
      // confirmation e-mail is then sent), so it reveals nothing to someone without the password.
      responses: withErrors({ 200: LoginResponse }, 401, 403, 429),
      summary: 'Log in with e-mail and password; returns a bearer token and, with rememberMe, a device token',
    },
    deviceLogin: {
      method: 'POST',
      path: '/auth/custom/device-login',
      body: DeviceLoginRequest,
      // 401 `invalid-login-request` when the device token is unknown, revoked or expired.
      responses: withErrors({ 200: DeviceLoginResponse }, 401, 429),
      summary: 'Log in again with a remembered device token',
    },
    revokeDeviceToken: {
      method: 'POST',
      path: '/auth/custom/revoke-device-token',
      body: RevokeDeviceTokenRequest,
      responses: withErrors({ 200: ValueOf(z.boolean()) }),
      summary: 'Revoke a device token on logout; idempotent, value tells whether one was revoked',
    },
    logout: {
      method: 'POST',
      path: '/auth/logout',
      body: c.noBody(),
      responses: withErrors({ 200: ValueOf(z.literal(true)) }, 401),
      metadata: bearer,
      summary: 'End the session of the bearer token (addition: the spec only forgets the token in the browser)',
    },
    register: {
      method: 'POST',
      path: '/api/user/register',
      body: RegistrationRequest,
      // 409 `registration/email-exists` or `registration/phone-exists`.
      responses: withErrors({ 201: RegistrationResponse }, 409, 429),
      summary: 'Create a client account; a confirmation e-mail is sent',
    },
    verifyEmail: {
      method: 'POST',
      path: '/api/user/verify-email',
      body: VerifyEmailRequest,
      // 400 `verification/invalid` for an unknown, used or expired token.
      responses: withErrors({ 200: VerifyEmailResponse }, 429),
      summary: 'Confirm the e-mail address with the token from the registration e-mail (addition beyond the spec)',
    },
    requestPasswordReset: {
      method: 'POST',
      path: '/auth/password/request-reset',
      body: PasswordResetRequest,
      responses: withErrors({ 202: PasswordResetAccepted }, 429),
      summary: 'Send a password reset e-mail if the account exists; same answer either way',
    },
    changePasswordWithToken: {
      method: 'POST',
      path: '/auth/password/change',
      body: PasswordChangeWithTokenRequest,
      // 400 `password-reset/invalid-token` for an unknown, used or expired token.
      responses: withErrors({ 200: ValueOf(z.literal(true)) }, 429),
      summary: 'Set a new password using the reset token from the e-mail link',
    },
    currentUser: {
      method: 'GET',
      path: '/api/client/client-user/current',
      responses: withErrors({ 200: ClientUser }, 401),
      summary: 'The signed-in client with language and unacknowledged informational messages',
      metadata: bearer,
    },
  },
  { strictStatusCodes: true },
);
