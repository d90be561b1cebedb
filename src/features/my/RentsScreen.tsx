import { paths } from '../../shared/routing/paths';
import { MyAreaFrame } from '../../shared/layout/MyAreaFrame';

/** My rents (spec section 2): invoices, filter by paid state and year, pay unpaid ones. Content arrives with a later issue. */
export default function RentsScreen() {
  return (
    <MyAreaFrame
      titleId="my.rents.title"
      introId="my.rents.intro"
      links={[{ to: paths.myContracts, messageId: 'my.nav.contracts' }]}
    />
  );
}
