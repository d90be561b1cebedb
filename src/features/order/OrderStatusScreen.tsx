import { ScreenFrame } from '@shared/layout/ScreenFrame';
import { OrderDraftProvider } from './OrderDraftProvider';
import { StatusStep } from './status/StatusStep';

/** Payment result: pending, undetermined, success or failure. */
export default function OrderStatusScreen() {
  return (
    <ScreenFrame titleId="order.status.title" introId="order.status.intro">
      <OrderDraftProvider>
        <StatusStep />
      </OrderDraftProvider>
    </ScreenFrame>
  );
}
