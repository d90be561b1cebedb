import { api } from '../../../shared/api/client';
import { bodyOf } from '../../../shared/api/apiFailure';
import { verificationsStarted as started } from './verificationRegistry';

/**
 * POST /api/user/verify-email, once per token and page load. The token is single-use: a second
 * request (React's development double effects, a re-render) would be refused and turn a
 * confirmed address into an error message.
 */
export function verifyEmailOnce(token: string): Promise<unknown> {
  let pending = started.get(token);
  if (!pending) {
    pending = api.auth.verifyEmail({ body: { token } }).then((result) => bodyOf(result, 200));
    started.set(token, pending);
  }
  return pending;
}
