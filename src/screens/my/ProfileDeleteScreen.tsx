import { paths } from '../../app/paths';
import { MyAreaFrame } from './MyAreaFrame';

/** Account cancellation (spec section 2): only without active contracts. Content arrives with a later issue. */
export default function ProfileDeleteScreen() {
  return (
    <MyAreaFrame
      titleId="my.delete.title"
      introId="my.delete.intro"
      links={[{ to: paths.myProfile, messageId: 'my.backToProfile' }]}
    />
  );
}
