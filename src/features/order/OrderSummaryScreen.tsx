import { ScreenFrame } from '@shared/layout/ScreenFrame';
import { useT } from '@shared/i18n/useT';
import { OrderDraftProvider } from './OrderDraftProvider';
import { SummaryStep } from './summary/SummaryStep';
import { OrderSteps } from './OrderSteps';

/** Order step 3, summary and payment. */
export default function OrderSummaryScreen() {
  const t = useT();
  return (
    <ScreenFrame
      documentTitle={t('title.orderStep', { step: 3, steps: 3, name: t('order.summary.title') })}
      titleId="order.summary.title"
      introId="order.summary.intro"
    >
      <OrderSteps current={3} />
      <OrderDraftProvider>
        <SummaryStep />
      </OrderDraftProvider>
    </ScreenFrame>
  );
}
