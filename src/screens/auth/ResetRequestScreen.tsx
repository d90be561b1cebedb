import { paths } from '../../app/paths';
import { ScreenFrame } from '../../layout/ScreenFrame';

/** Request a password reset (spec section 2). The form arrives with issue 4. */
export default function ResetRequestScreen() {
  return <ScreenFrame titleId="resetRequest.title" introId="resetRequest.intro" links={[{ to: paths.login, messageId: 'common.backToLogin' }]} />;
}
