import { type ComponentType, Suspense, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Route, Switch, useLocation } from 'wouter';
import type { StaffMe } from '@contract/admin/auth';
import { consoleRoles } from '@contract/admin/values';
import { StaffSessionContext, StaffSessionProvider, type StaffSessionEffects } from '@machines/staffSession/provider';
import { selectMe, selectSessionView } from '@machines/staffSession/selectors';
import { PageLoading } from '@shared/layout/PageLoading';
import type { MessageGroup } from '@shared/i18n/messageGroups';
import { AppLink, AppRedirect } from '@shared/navigation/AppLink';
import { lazyWithMessages } from '@shared/routing/routeDef';
import { staffSessionEffects } from './adminEffects';
import { AuditScreen } from './audit/AuditScreen';
import { consolePaths } from './consolePaths';
import { ConsoleFrame, sectionsOf } from './frame/ConsoleFrame';
import { NetworkScreen } from './network/NetworkScreen';
import { SignInScreen } from './session/SignInScreen';
import { SetupScreen } from './setup/SetupScreen';
import { StaffScreen } from './staff/StaffScreen';

/** A section's screen in a chunk of its own, its texts' group downloaded with it. */
function lazySection<P extends object>(load: () => Promise<ComponentType<P>>, group: MessageGroup) {
  return lazyWithMessages<P>(() => load().then((Screen) => ({ default: Screen })), [group]);
}

/** One warehouse's editor: a chunk of its own, loaded when an editor is first opened (the console's budget). */
const WarehouseEditorScreen = lazySection(
  () => import('./warehouses/WarehouseEditorScreen').then((m) => m.WarehouseEditorScreen),
  'adminNetwork',
);

/** A warehouse's floors and boxes, and its prices: chunks of their own, loaded when first opened. */
const BoxesScreen = lazySection(() => import('./layout/BoxesScreen').then((m) => m.BoxesScreen), 'adminNetwork');
const PricesScreen = lazySection(() => import('./prices/PricesScreen').then((m) => m.PricesScreen), 'adminNetwork');

/** Vouchers and informational messages (administrators only): chunks of their own, loaded when first opened. */
const VouchersScreen = lazySection(
  () => import('./vouchers/VouchersScreen').then((m) => m.VouchersScreen),
  'adminPromotions',
);
const MessagesScreen = lazySection(
  () => import('./messages/MessagesScreen').then((m) => m.MessagesScreen),
  'adminPromotions',
);

/** A page of one warehouse (`:id` in its path): an id the server could know, else not found. */
function warehousePage(path: string, page: (id: number) => ReactNode) {
  return (
    <Route key={path} path={path}>
      {(params: { id: string }) =>
        /^\d{1,9}$/.test(params.id) ? (
          <Suspense fallback={<PageLoading />}>{page(Number(params.id))}</Suspense>
        ) : (
          <ConsoleNotFound />
        )
      }
    </Route>
  );
}

/**
 * The operator console, everything under /admin: the set-up page of a new staff member, else the
 * sign-in until a staff session exists, then the console's sections for the signed-in role. Loaded
 * only under /admin (its own chunk, src/features/admin/routes.ts), never on a customer's page.
 */
export default function AdminConsole({ effects }: { effects?: StaffSessionEffects }) {
  const [path] = useLocation();
  const [sessionEffects] = useState(() => effects ?? staffSessionEffects());
  if (path === consolePaths.setup) return <SetupScreen />;
  return (
    <StaffSessionProvider effects={sessionEffects}>
      <SessionGate />
    </StaffSessionProvider>
  );
}

function SessionGate() {
  const view = StaffSessionContext.useSelector(selectSessionView);
  const me = StaffSessionContext.useSelector(selectMe);
  if (view === 'restoring' || view === 'signingOut') return <PageLoading />;
  if (view !== 'signedIn' || !me) return <SignInScreen />;
  return (
    <ConsoleFrame me={me}>
      <Sections me={me} />
    </ConsoleFrame>
  );
}

/** The section of the address, if the signed-in role may see it; the console's first section for `/admin`. */
function Sections({ me }: { me: StaffMe }) {
  const allowed = new Set<string>(sectionsOf(me).map((section) => section.to));
  const screens = [
    [consolePaths.network, () => <NetworkScreen />],
    [consolePaths.staff, () => <StaffScreen me={me} />],
    [consolePaths.audit, () => <AuditScreen me={me} />],
    [
      consolePaths.vouchers,
      () => (
        <Suspense fallback={<PageLoading />}>
          <VouchersScreen />
        </Suspense>
      ),
    ],
    [
      consolePaths.messages,
      () => (
        <Suspense fallback={<PageLoading />}>
          <MessagesScreen />
        </Suspense>
      ),
    ],
  ] as const;
  return (
    <Switch>
      <Route path={consolePaths.home}>
        <AppRedirect to={consolePaths.network} />
      </Route>
      {allowed.has(consolePaths.network) &&
        warehousePage(consolePaths.boxes, (id) => <BoxesScreen key={id} me={me} warehouseId={id} />)}
      {allowed.has(consolePaths.network) &&
        warehousePage(consolePaths.prices, (id) => <PricesScreen key={id} me={me} warehouseId={id} />)}
      {/* A new warehouse before one warehouse's editor: "new" is no warehouse's id. */}
      {allowed.has(consolePaths.network) && (consoleRoles.warehouseCreate as readonly string[]).includes(me.role) && (
        <Route path={consolePaths.newWarehouse}>
          <Suspense fallback={<PageLoading />}>
            <WarehouseEditorScreen me={me} id={null} />
          </Suspense>
        </Route>
      )}
      {allowed.has(consolePaths.network) && (
        <Route path={consolePaths.warehouse}>
          {(params) =>
            /^\d{1,9}$/.test(params.id) ? (
              <Suspense fallback={<PageLoading />}>
                <WarehouseEditorScreen key={params.id} me={me} id={Number(params.id)} />
              </Suspense>
            ) : (
              <ConsoleNotFound />
            )
          }
        </Route>
      )}
      {screens
        .filter(([to]) => allowed.has(to))
        .map(([to, Screen]) => (
          <Route key={to} path={to}>
            <Screen />
          </Route>
        ))}
      <Route>
        <ConsoleNotFound />
      </Route>
    </Switch>
  );
}

/** An address of the console that does not exist, or a section this role does not see. */
function ConsoleNotFound() {
  return (
    <>
      <h1 className="page__title">
        <FormattedMessage id="admin.notFound.title" />
      </h1>
      <p>
        <AppLink to={consolePaths.network}>
          <FormattedMessage id="admin.notFound.back" />
        </AppLink>
      </p>
    </>
  );
}
