import { paths } from '../../shared/routing/paths';
import { MyAreaFrame } from '../../shared/layout/MyAreaFrame';

/** Confirm the box is emptied (spec section 2) after a cancellation request. Content arrives with a later issue. */
export default function EvictionScreen() {
  return (
    <MyAreaFrame
      titleId="my.eviction.title"
      introId="my.eviction.intro"
      links={[{ to: paths.myContracts, messageId: 'my.backToContracts' }]}
    />
  );
}
