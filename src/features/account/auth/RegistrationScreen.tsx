import { FormattedMessage } from 'react-intl';
import { bodyOf } from '@shared/api/apiFailure';
import { api } from '@shared/api/client';
import { forgetReferralCode, withReferralCode } from '@shared/referral/referralCode';
import { FormSuccess } from '@shared/form/FormParts';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { paths } from '@shared/routing/paths';
import { ScreenFrame } from '@shared/layout/ScreenFrame';
import { AppLink } from '@shared/navigation/AppLink';
import { RegistrationForm, type RegistrationBody } from './RegistrationForm';

/** Registers with the referral link's code when the visitor came through one; the server keeps it from then on. */
const register = async (body: RegistrationBody) => {
  const registered = bodyOf(await api.auth.register({ body: withReferralCode(body) }), 201);
  forgetReferralCode();
  return registered;
};

/** Registration; the success view asks the user to confirm the e-mail and offers login. */
export default function RegistrationScreen() {
  const registration = useFormSubmission(register);
  if (registration.succeeded && registration.result) {
    return (
      <ScreenFrame titleId="auth.registration.successTitle" introId="auth.registration.successIntro">
        <FormSuccess>
          <FormattedMessage
            id="auth.registration.successText"
            values={{ email: <strong>{registration.result.email}</strong> }}
          />
        </FormSuccess>
        <p>
          <AppLink to={paths.login} className="button button--primary">
            <FormattedMessage id="auth.registration.goToLogin" />
          </AppLink>
        </p>
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame titleId="registration.title" introId="registration.intro">
      <RegistrationForm
        submitting={registration.submitting}
        failure={registration.failure}
        onSubmit={registration.submit}
      />
      <p>
        <AppLink to={paths.login} className="link-target">
          <FormattedMessage id="registration.haveAccount" />
        </AppLink>
      </p>
    </ScreenFrame>
  );
}
