import { paths } from '../../app/paths';
import { ScreenFrame } from '../../layout/ScreenFrame';

/** Payment result: pending, undetermined, success or failure (spec section 2). */
export default function OrderStatusScreen() {
  return (
    <ScreenFrame
      titleId="order.status.title"
      introId="order.status.intro"
      links={[
        { to: paths.myBoxes, messageId: 'webview.tile.myBoxes', primary: true },
        { to: paths.help, messageId: 'nav.help' },
      ]}
    />
  );
}
