import { ScreenFrame } from '../../layout/ScreenFrame';
import { OrderDraftProvider } from '../../order/OrderDraftProvider';
import { SummaryStep } from '../../order/summary/SummaryStep';
import { OrderSteps } from './OrderSteps';

/** Order step 3, summary and payment (spec section 2). */
export default function OrderSummaryScreen() {
  return (
    <ScreenFrame titleId="order.summary.title" introId="order.summary.intro">
      <OrderSteps current={3} />
      <OrderDraftProvider>
        <SummaryStep />
      </OrderDraftProvider>
    </ScreenFrame>
  );
}
