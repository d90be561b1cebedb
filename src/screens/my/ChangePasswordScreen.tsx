import { paths } from '../../app/paths';
import { MyAreaFrame } from './MyAreaFrame';

/** Change password (spec section 2): at least 6 characters with a digit. Content arrives with a later issue. */
export default function ChangePasswordScreen() {
  return (
    <MyAreaFrame
      titleId="my.changePassword.title"
      introId="my.changePassword.intro"
      links={[{ to: paths.myProfile, messageId: 'my.backToProfile' }]}
    />
  );
}
