import { paths } from '../../shared/routing/paths';
import { MyAreaFrame } from '../../shared/layout/MyAreaFrame';

/** Give notice on a contract; refused while invoices are unpaid. Content is not built yet. */
export default function CancelContractScreen() {
  return (
    <MyAreaFrame
      titleId="my.cancel.title"
      introId="my.cancel.intro"
      links={[{ to: paths.myContracts, messageId: 'my.backToContracts' }]}
    />
  );
}
