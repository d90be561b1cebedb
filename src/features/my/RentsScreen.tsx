import { paths } from '../../shared/routing/paths';
import { MyAreaFrame } from '../../shared/layout/MyAreaFrame';

/** My rents: invoices, filter by paid state and year, pay unpaid ones. Content is not built yet. */
export default function RentsScreen() {
  return (
    <MyAreaFrame
      titleId="my.rents.title"
      introId="my.rents.intro"
      links={[{ to: paths.myContracts, messageId: 'my.nav.contracts' }]}
    />
  );
}
