import { paths } from '../../app/paths';
import { ScreenFrame } from '../../layout/ScreenFrame';
import { OrderSteps } from './OrderSteps';

/** Order step 2, details; ordering works without login too (spec section 2). */
export default function OrderDetailsScreen() {
  return (
    <ScreenFrame
      titleId="order.details.title"
      introId="order.details.intro"
      links={[
        { to: paths.orderFirst, messageId: 'common.back' },
        { to: paths.login, messageId: 'header.login' },
      ]}
    >
      <OrderSteps current={2} />
    </ScreenFrame>
  );
}
