import { paths } from '../../shared/routing/paths';
import { MyAreaFrame } from '../../shared/layout/MyAreaFrame';

/** My contracts: filters by country and status, list and detail. Content is not built yet. */
export default function ContractsScreen() {
  return (
    <MyAreaFrame
      titleId="my.contracts.title"
      introId="my.contracts.intro"
      links={[{ to: paths.myRents, messageId: 'my.nav.rents' }]}
    />
  );
}
