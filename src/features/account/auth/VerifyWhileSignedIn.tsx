import { ScreenFrame } from '@shared/layout/ScreenFrame';
import { EmailVerification } from './EmailVerification';

/**
 * `/login?verify=…` opened while signed in: the login page would only redirect, and the address
 * (of this account or of another one registered in the same browser) would stay unconfirmed. The
 * link is confirmed here instead, then the visitor goes on to where the login would have sent them.
 */
export default function VerifyWhileSignedIn({ token, next }: { token: string; next: string }) {
  return (
    <ScreenFrame
      titleId="auth.verify.title"
      introId="auth.verify.signedInIntro"
      links={[{ to: next, messageId: 'auth.verify.continue', primary: true }]}
    >
      <EmailVerification token={token} signedIn />
    </ScreenFrame>
  );
}
