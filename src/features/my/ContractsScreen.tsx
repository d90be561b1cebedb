import { paths } from '../../shared/routing/paths';
import { MyAreaFrame } from '../../shared/layout/MyAreaFrame';

/** My contracts (spec section 2): filters by country and status, list and detail. Content arrives with a later issue. */
export default function ContractsScreen() {
  return (
    <MyAreaFrame
      titleId="my.contracts.title"
      introId="my.contracts.intro"
      links={[{ to: paths.myRents, messageId: 'my.nav.rents' }]}
    />
  );
}
