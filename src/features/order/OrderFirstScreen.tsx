import { useSearch } from 'wouter';
import { ScreenFrame } from '../../shared/layout/ScreenFrame';
import { OfferStep } from './offer/OfferStep';
import { OrderDraftProvider } from './OrderDraftProvider';
import { idParam } from './orderQuery';
import { OrderSteps } from './OrderSteps';

/** Order step 1, the offer: `/order/first?boxId=&warehouseId=`. */
export default function OrderFirstScreen() {
  const search = useSearch();
  return (
    <ScreenFrame titleId="order.first.title" introId="order.first.intro">
      <OrderSteps current={1} />
      <OrderDraftProvider>
        <OfferStep boxId={idParam(search, 'boxId')} warehouseId={idParam(search, 'warehouseId')} />
      </OrderDraftProvider>
    </ScreenFrame>
  );
}
