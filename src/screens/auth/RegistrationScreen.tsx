import { paths } from '../../app/paths';
import { ScreenFrame } from '../../layout/ScreenFrame';

/** Registration (spec section 2). The form arrives with issue 4. */
export default function RegistrationScreen() {
  return (
    <ScreenFrame
      titleId="registration.title"
      introId="registration.intro"
      links={[
        { to: paths.login, messageId: 'registration.haveAccount', primary: true },
        { to: paths.boxes, messageId: 'landing.cta.findBox' },
      ]}
    />
  );
}
