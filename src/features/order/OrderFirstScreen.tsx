import { useSearch } from 'wouter';
import { ScreenFrame } from '@shared/layout/ScreenFrame';
import { useT } from '@shared/i18n/useT';
import { OfferStep } from './offer/OfferStep';
import { OrderDraftProvider } from './OrderDraftProvider';
import { idParam } from './orderQuery';
import { OrderSteps } from './OrderSteps';

/** Order step 1, the offer: `/order/first?boxId=&warehouseId=`. */
export default function OrderFirstScreen() {
  const t = useT();
  const search = useSearch();
  return (
    <ScreenFrame
      documentTitle={t('title.orderStep', { step: 1, steps: 3, name: t('order.first.title') })}
      titleId="order.first.title"
      introId="order.first.intro"
    >
      <OrderSteps current={1} />
      <OrderDraftProvider>
        <OfferStep boxId={idParam(search, 'boxId')} warehouseId={idParam(search, 'warehouseId')} />
      </OrderDraftProvider>
    </ScreenFrame>
  );
}
