import { paths } from '../../app/paths';
import { MyAreaFrame } from './MyAreaFrame';

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
