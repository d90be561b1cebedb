import { api } from '@shared/api/client';
import { bodyOf } from '@shared/api/apiFailure';
import { markVerificationStarted } from './verificationRegistry';

/** The one request per token; a repeat call shares it instead of sending again. */
const requests = new Map<string, Promise<unknown>>();

/**
 * The verification screen's submit effect: POST /api/user/verify-email, once per token and page
 * load. The token is single-use: a second request (React's development double effects restart the
 * screen's machine, a re-render) would be refused and turn a confirmed address into an error
 * message. Failures reject as usual; the screen's machine turns them into its Failure.
 */
export function verifyEmailOnce(token: string): Promise<unknown> {
  let request = requests.get(token);
  if (!request) {
    markVerificationStarted(token);
    request = api.auth.verifyEmail({ body: { token } }).then((result) => bodyOf(result, 200));
    requests.set(token, request);
  }
  return request;
}
