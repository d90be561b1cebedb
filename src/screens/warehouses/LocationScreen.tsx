import { useDocumentTitle } from '../../app/documentTitle';
import { paths } from '../../app/paths';
import type { ScreenProps } from '../../app/routes';
import { useT } from '../../i18n/useT';
import { ScreenFrame } from '../../layout/ScreenFrame';

/**
 * Warehouse detail (spec section 2). Tabs, boxes and floor plan arrive with a later issue, which
 * passes the warehouse name to the title instead of the generic one.
 */
export default function LocationScreen(_props: ScreenProps) {
  const t = useT();
  useDocumentTitle(t('title.location', { name: t('location.title') }));
  return (
    <ScreenFrame
      titleId="location.title"
      introId="location.intro"
      links={[
        { to: paths.boxes, messageId: 'location.allWarehouses', primary: true },
        { to: paths.help, messageId: 'landing.cta.howItWorks' },
      ]}
    />
  );
}
