import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { useConfig } from '@shared/config/ConfigContext';
import { AppLink } from '@shared/navigation/AppLink';
import { mainNavItems } from './navItems';

/** Home, Boxes, Franchising (SVK/CZE only), Help; the current page is marked for screen readers. */
export function MainNav({ className }: { className: string }) {
  const { country } = useConfig();
  const [path] = useLocation();
  return (
    <ul className={className}>
      {mainNavItems(country).map((item) => (
        <li key={item.to}>
          <AppLink to={item.to} className="nav__link" aria-current={path === item.to ? 'page' : undefined}>
            <FormattedMessage id={item.messageId} />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
