import { paths } from '../../shared/routing/paths';
import { MyAreaFrame } from '../../shared/layout/MyAreaFrame';

/** One contract (spec section 2): box, dates, status, price, access code. Content arrives with a later issue. */
export default function ContractDetailScreen() {
  return (
    <MyAreaFrame
      titleId="my.contract.title"
      introId="my.contract.intro"
      links={[{ to: paths.myContracts, messageId: 'my.backToContracts' }]}
    />
  );
}
