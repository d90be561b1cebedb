import { paths } from '../../shared/routing/paths';
import { MyAreaFrame } from '../../shared/layout/MyAreaFrame';

/** Confirm the box is emptied after a cancellation request. Content is not built yet. */
export default function EvictionScreen() {
  return (
    <MyAreaFrame
      titleId="my.eviction.title"
      introId="my.eviction.intro"
      links={[{ to: paths.myContracts, messageId: 'my.backToContracts' }]}
    />
  );
}
