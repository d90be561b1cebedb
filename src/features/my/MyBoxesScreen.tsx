import { paths } from '../../shared/routing/paths';
import { MyAreaFrame } from '../../shared/layout/MyAreaFrame';

/** My boxes: own and shared boxes, opening the locks. Content is not built yet. */
export default function MyBoxesScreen() {
  return (
    <MyAreaFrame
      titleId="my.boxes.title"
      introId="my.boxes.intro"
      links={[{ to: paths.boxes, messageId: 'my.rentAnother', primary: true }]}
    />
  );
}
