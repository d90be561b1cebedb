/**
 * Why identity refuses a caller. Identity knows nothing of HTTP: the API answers each refusal with its
 * catalogue response (http/identityErrors.ts); the message is the answer's English detail.
 */
export type IdentityRefusal =
  /** No bearer token, or an unknown, expired or revoked one. */
  | 'not-signed-in'
  /** The signed-in account was removed after its token was checked. */
  | 'account-removed'
  | 'user-not-found'
  /** A common password or a date; `field` names the input that holds it. */
  | 'password-too-common';

export class IdentityError extends Error {
  constructor(
    readonly refusal: IdentityRefusal,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}
