import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormSuccess } from '@shared/form/FormParts';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { verifyEmailOnce } from './verifyEmailOnce';
import { ErrorAlert } from '@shared/errors/ErrorAlert';

/**
 * `/login?verify=<token>`: the link of the registration e-mail. Confirms the address and says how
 * it went above the login form (success, or `verification/invalid` for a used or expired link).
 * `signedIn`: opened while signed in (see VerifyWhileSignedIn), so "you can log in now" is not said.
 */
export function EmailVerification({ token, signedIn = false }: { token: string; signedIn?: boolean }) {
  const verification = useFormSubmission(verifyEmailOnce);
  const { submit } = verification;
  useEffect(() => submit(token), [submit, token]);

  if (verification.succeeded) {
    return (
      <FormSuccess>
        <FormattedMessage id={signedIn ? 'auth.verify.doneSignedIn' : 'auth.verify.done'} />
      </FormSuccess>
    );
  }
  if (verification.failure) return <ErrorAlert code={verification.failure.code} />;
  return (
    <p className="notice" role="status">
      <FormattedMessage id="auth.verify.checking" />
    </p>
  );
}
