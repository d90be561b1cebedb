import { FormattedMessage } from 'react-intl';
import { paths } from '../../app/paths';
import { useConfig } from '../../config/ConfigContext';
import { ScreenFrame } from '../../layout/ScreenFrame';

/** Login (spec section 2). The form arrives with issue 4; `?redirect=` is kept in the address for it. */
export default function LoginScreen() {
  const { otherCountryUrl } = useConfig();
  return (
    <ScreenFrame
      titleId="login.title"
      introId="login.intro"
      links={[
        { to: paths.registration, messageId: 'login.createAccount', primary: true },
        { to: paths.resetRequest, messageId: 'login.forgotPassword' },
      ]}
    >
      {otherCountryUrl && (
        <p>
          <a href={otherCountryUrl}>
            <FormattedMessage id="login.otherCountry" />
          </a>
        </p>
      )}
    </ScreenFrame>
  );
}
