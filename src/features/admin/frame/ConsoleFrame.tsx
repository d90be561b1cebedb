import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import type { StaffMe } from '@contract/admin/auth';
import { consoleRoles } from '@contract/admin/values';
import { StaffSessionContext } from '@machines/staffSession/provider';
import { useT } from '@shared/i18n/useT';
import { AppLink } from '@shared/navigation/AppLink';
import { consolePaths } from '../consolePaths';
import './Console.css';

/** The sections of the console and who sees each: the roles their calls answer (contract/admin/values.ts). */
const sections = [
  { to: consolePaths.network, messageId: 'admin.nav.network', roles: consoleRoles.everyone },
  { to: consolePaths.staff, messageId: 'admin.nav.staff', roles: consoleRoles.staff },
  { to: consolePaths.audit, messageId: 'admin.nav.audit', roles: consoleRoles.audit },
  { to: consolePaths.vouchers, messageId: 'admin.nav.vouchers', roles: consoleRoles.vouchers },
  { to: consolePaths.messages, messageId: 'admin.nav.messages', roles: consoleRoles.messages },
] as const;

export const sectionsOf = (me: Pick<StaffMe, 'role'>) =>
  sections.filter((section) => (section.roles as readonly string[]).includes(me.role));

/** The signed-in console: the bar with the sections, who is signed in and signing out; then the page. */
export function ConsoleFrame({ me, children }: { me: StaffMe; children: ReactNode }) {
  const t = useT();
  const [path] = useLocation();
  const { send } = StaffSessionContext.useActorRef();
  return (
    <>
      <a className="skip-link" href="#main">
        <FormattedMessage id="common.skipToContent" />
      </a>
      <header className="console__bar">
        <p className="console__name">
          <FormattedMessage id="admin.name" />
        </p>
        <nav className="console__nav" aria-label={t('admin.nav.label')}>
          <ul>
            {sectionsOf(me).map((section) => (
              <li key={section.to}>
                <AppLink to={section.to} aria-current={path === section.to ? 'page' : undefined}>
                  <FormattedMessage id={section.messageId} />
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="console__user">
          <span>
            <FormattedMessage id="admin.signedInAs" values={{ name: me.name, role: t(`admin.role.${me.role}`) }} />
          </span>
          <button type="button" className="button button--link" onClick={() => send({ type: 'signOut' })}>
            <FormattedMessage id="admin.signOut" />
          </button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="container page">
        {children}
      </main>
    </>
  );
}
