import { FormattedMessage } from 'react-intl';
import { paths } from '../../shared/routing/paths';
import { ScreenFrame } from '../../shared/layout/ScreenFrame';

const points = ['brand', 'technology', 'support'] as const;

/** Franchising: what the programme offers; the enquiry form is not built yet. */
export default function FranchisingScreen() {
  return (
    <ScreenFrame titleId="franchising.title" introId="franchising.intro" links={[{ to: paths.help, messageId: 'nav.help' }]}>
      <ul className="prose">
        {points.map((point) => (
          <li key={point}>
            <FormattedMessage id={`franchising.point.${point}`} />
          </li>
        ))}
      </ul>
    </ScreenFrame>
  );
}
