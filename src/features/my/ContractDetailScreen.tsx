import { paths } from '../../shared/routing/paths';
import { MyAreaFrame } from '../../shared/layout/MyAreaFrame';

/** One contract: box, dates, status, price, access code. Content is not built yet. */
export default function ContractDetailScreen() {
  return (
    <MyAreaFrame
      titleId="my.contract.title"
      introId="my.contract.intro"
      links={[{ to: paths.myContracts, messageId: 'my.backToContracts' }]}
    />
  );
}
