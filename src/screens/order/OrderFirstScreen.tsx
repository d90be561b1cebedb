import { paths } from '../../app/paths';
import { ScreenFrame } from '../../layout/ScreenFrame';
import { OrderSteps } from './OrderSteps';

/** Order step 1, the offer (spec section 2). */
export default function OrderFirstScreen() {
  return (
    <ScreenFrame titleId="order.first.title" introId="order.first.intro" links={[{ to: paths.boxes, messageId: 'order.chooseBox', primary: true }]}>
      <OrderSteps current={1} />
    </ScreenFrame>
  );
}
