import { paths } from '../../app/paths';
import { ScreenFrame } from '../../layout/ScreenFrame';
import { OrderSteps } from './OrderSteps';

/** Order step 3, summary and payment (spec section 2). */
export default function OrderSummaryScreen() {
  return (
    <ScreenFrame titleId="order.summary.title" introId="order.summary.intro" links={[{ to: paths.orderDetails, messageId: 'common.back' }]}>
      <OrderSteps current={3} />
    </ScreenFrame>
  );
}
