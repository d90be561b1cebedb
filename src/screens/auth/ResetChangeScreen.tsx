import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { paths } from '../../app/paths';
import { ScreenFrame } from '../../layout/ScreenFrame';

/**
 * Set a new password (spec section 2). The reset token is read from the address; without one
 * the invalid-token message is shown (spec section 5). The form arrives with issue 4.
 */
export default function ResetChangeScreen() {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <ScreenFrame
      titleId="resetChange.title"
      introId="resetChange.intro"
      links={[token ? { to: paths.login, messageId: 'common.backToLogin' } : { to: paths.resetRequest, messageId: 'resetChange.requestNew', primary: true }]}
    >
      {!token && (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id="errors.password-reset/invalid-token" />
        </p>
      )}
    </ScreenFrame>
  );
}
