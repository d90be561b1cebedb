import { ScreenFrame } from '@shared/layout/ScreenFrame';
import { useT } from '@shared/i18n/useT';
import { DetailsStep } from './details/DetailsStep';
import { OrderDraftProvider } from './OrderDraftProvider';
import { OrderSteps } from './OrderSteps';

/** Order step 2, details; ordering works without login too. */
export default function OrderDetailsScreen() {
  const t = useT();
  return (
    <ScreenFrame
      documentTitle={t('title.orderStep', { step: 2, steps: 3, name: t('order.details.title') })}
      titleId="order.details.title"
      introId="order.details.intro"
    >
      <OrderSteps current={2} />
      <OrderDraftProvider>
        <DetailsStep />
      </OrderDraftProvider>
    </ScreenFrame>
  );
}
