/**
 * The error codes only the operator console's calls answer, apart from the customers' list
 * (contract/errorCodes.ts) so no customer page carries them: the console's chunk makes them known to
 * the page when it loads (`knowErrorCodes`), and the server's schemas (contract/errors.ts) know them
 * always. Each has a message in every locale under `errors.<code>`, in the console's message group.
 */
export const consoleErrorCodes = [
  /** A staff sign-in or set-up code that is wrong, from another time window, or already used. */
  'staff/invalid-code',
  /** A staff sign-in whose second step came too late or after too many wrong codes: start again. */
  'staff/sign-in-expired',
  /** A staff set-up link that is unknown, used or expired. */
  'staff/setup-link-invalid',
  /** Inviting a staff member with an e-mail another staff account has. */
  'staff/email-exists',
  /** An admin changing their own role, disabling or resetting their own account (another admin does it). */
  'staff/own-account',
  /** Resetting the sign-in of a disabled staff account: enable it first. */
  'staff/disabled',
] as const;
export type ConsoleErrorCode = (typeof consoleErrorCodes)[number];
