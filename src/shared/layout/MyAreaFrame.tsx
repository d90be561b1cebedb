import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { paths } from '../routing/paths';
import { useT } from '../i18n/useT';
import { ScreenFrame, type FrameLink } from './ScreenFrame';
import { AppLink } from '../navigation/AppLink';
import './MyAreaFrame.css';

const sections = [
  { to: paths.myBoxes, messageId: 'my.nav.boxes' },
  { to: paths.myContracts, messageId: 'my.nav.contracts' },
  { to: paths.myRents, messageId: 'my.nav.rents' },
  { to: paths.myProfile, messageId: 'my.nav.profile' },
];

/** The signed-in area: its own section navigation above each screen's frame. */
export function MyAreaFrame({
  titleId,
  introId,
  links,
  children,
}: {
  titleId: string;
  introId: string;
  links?: FrameLink[];
  children?: ReactNode;
}) {
  const [path] = useLocation();
  const t = useT();
  return (
    <>
      <nav className="my-nav" aria-label={t('my.nav.label')}>
        <ul className="container my-nav__list">
          {sections.map((section) => (
            <li key={section.to}>
              <AppLink
                to={section.to}
                className="my-nav__link"
                aria-current={path.startsWith(section.to) ? 'page' : undefined}
              >
                <FormattedMessage id={section.messageId} />
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <ScreenFrame titleId={titleId} introId={introId} links={links}>
        {children}
      </ScreenFrame>
    </>
  );
}
