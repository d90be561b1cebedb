import { paths } from '../../shared/routing/paths';
import { ScreenFrame } from '../../shared/layout/ScreenFrame';

/** Service access by token from an e-mail link; validity checks are not built yet. */
export default function ServiceAccessScreen() {
  return <ScreenFrame titleId="serviceAccess.title" introId="serviceAccess.intro" links={[{ to: paths.help, messageId: 'nav.help' }]} />;
}
