import { paths } from '../../app/paths';
import { MyAreaFrame } from './MyAreaFrame';

/** My profile (spec section 2): contact, user and invoicing details, referral. Content arrives with a later issue. */
export default function ProfileScreen() {
  return (
    <MyAreaFrame
      titleId="my.profile.title"
      introId="my.profile.intro"
      links={[
        { to: paths.myPasswordChange, messageId: 'my.changePassword.title' },
        { to: paths.myProfileDelete, messageId: 'my.delete.title' },
      ]}
    />
  );
}
