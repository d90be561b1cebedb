import { ScreenFrame } from '../../layout/ScreenFrame';
import { OrderDraftProvider } from '../../order/OrderDraftProvider';
import { StatusStep } from '../../order/status/StatusStep';

/** Payment result: pending, undetermined, success or failure (spec section 2). */
export default function OrderStatusScreen() {
  return (
    <ScreenFrame titleId="order.status.title" introId="order.status.intro">
      <OrderDraftProvider>
        <StatusStep />
      </OrderDraftProvider>
    </ScreenFrame>
  );
}
