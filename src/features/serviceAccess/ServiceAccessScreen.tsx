import { paths } from '../../shared/routing/paths';
import { ScreenFrame } from '../../shared/layout/ScreenFrame';

/** Service access by token from an e-mail link (spec section 2); validity checks arrive with a later issue. */
export default function ServiceAccessScreen() {
  return <ScreenFrame titleId="serviceAccess.title" introId="serviceAccess.intro" links={[{ to: paths.help, messageId: 'nav.help' }]} />;
}
