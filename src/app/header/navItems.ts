import type { OperatingCountry } from '@contract/countries';
import { paths } from '@shared/routing/paths';

export interface NavItem {
  to: string;
  messageId: string;
}

/** Countries with a franchising programme (Slovakia and Czechia only). */
const franchisingCountries: readonly OperatingCountry[] = ['SVK', 'CZE'];

/** The top-bar links, in order. */
export function mainNavItems(country: OperatingCountry): NavItem[] {
  return [
    { to: paths.landing, messageId: 'nav.home' },
    { to: paths.boxes, messageId: 'nav.boxes' },
    ...(franchisingCountries.includes(country) ? [{ to: paths.franchising, messageId: 'nav.franchising' }] : []),
    { to: paths.help, messageId: 'nav.help' },
  ];
}
