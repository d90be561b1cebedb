import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { paths } from '@shared/routing/paths';
import { useConfig } from '@shared/config/ConfigContext';
import { ScreenFrame } from '@shared/layout/ScreenFrame';
import { AppLink } from '@shared/navigation/AppLink';
import { EmailVerification } from './EmailVerification';
import { LoginForm } from './LoginForm';

/**
 * Login: the form, the link to registration and, when configured, to the other
 * country's site. `?verify=` confirms a new account first; `?redirect=` is followed by the route
 * guard once signed in.
 */
export default function LoginScreen() {
  const { otherCountryUrl } = useConfig();
  const verifyToken = new URLSearchParams(useSearch()).get('verify');
  return (
    <ScreenFrame titleId="login.title" introId="login.intro">
      {verifyToken && <EmailVerification token={verifyToken} />}
      <LoginForm />
      <ul className="form__links auth-links">
        <li>
          <AppLink to={paths.registration}>
            <FormattedMessage id="login.createAccount" />
          </AppLink>
        </li>
        {otherCountryUrl && (
          <li>
            <a href={otherCountryUrl}>
              <FormattedMessage id="login.otherCountry" />
            </a>
          </li>
        )}
      </ul>
    </ScreenFrame>
  );
}
