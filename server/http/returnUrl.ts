import { HttpError } from './httpError';

/**
 * Only our own pages may receive a payer back from a card gateway, never an address an attacker
 * chose (an open redirect carrying the payer's trust in our site): the return URL must be on the
 * public origin.
 */
export function assertOwnOrigin(returnUrl: string, publicUrl: string): void {
  if (new URL(returnUrl).origin !== new URL(publicUrl).origin) {
    throw new HttpError(400, 'bad-request', 'returnUrl must be on this site.', [
      { path: 'body.returnUrl', code: 'bad-request' },
    ]);
  }
}
