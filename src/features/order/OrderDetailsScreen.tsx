import { ScreenFrame } from '../../shared/layout/ScreenFrame';
import { DetailsStep } from './details/DetailsStep';
import { OrderDraftProvider } from './OrderDraftProvider';
import { OrderSteps } from './OrderSteps';

/** Order step 2, details; ordering works without login too. */
export default function OrderDetailsScreen() {
  return (
    <ScreenFrame titleId="order.details.title" introId="order.details.intro">
      <OrderSteps current={2} />
      <OrderDraftProvider>
        <DetailsStep />
      </OrderDraftProvider>
    </ScreenFrame>
  );
}
