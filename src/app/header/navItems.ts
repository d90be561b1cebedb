import type { OperatingCountry } from '../../../contract/countries';
import { paths } from '../../shared/routing/paths';

export interface NavItem {
  to: string;
  messageId: string;
}

/** Countries with a franchising programme (spec section 2: Franchising only for SVK and CZE). */
const franchisingCountries: readonly OperatingCountry[] = ['SVK', 'CZE'];

/** The top-bar links of spec section 2, in order. */
export function mainNavItems(country: OperatingCountry): NavItem[] {
  return [
    { to: paths.landing, messageId: 'nav.home' },
    { to: paths.boxes, messageId: 'nav.boxes' },
    ...(franchisingCountries.includes(country) ? [{ to: paths.franchising, messageId: 'nav.franchising' }] : []),
    { to: paths.help, messageId: 'nav.help' },
  ];
}
