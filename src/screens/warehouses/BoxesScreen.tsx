import { useDocumentTitle } from '../../app/documentTitle';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/useT';
import { ScreenFrame } from '../../layout/ScreenFrame';

/** Warehouse search (spec section 2). Map and list arrive with a later issue. */
export default function BoxesScreen() {
  const t = useT();
  useDocumentTitle(t('title.boxes'));
  return <ScreenFrame titleId="boxes.title" introId="boxes.intro" links={[{ to: paths.help, messageId: 'landing.cta.howItWorks' }]} />;
}
