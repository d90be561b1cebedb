import { ScreenFrame } from '../../shared/layout/ScreenFrame';
import { OrderDraftProvider } from './OrderDraftProvider';
import { SummaryStep } from './summary/SummaryStep';
import { OrderSteps } from './OrderSteps';

/** Order step 3, summary and payment. */
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
