import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from '@shared/layout/PageLoading';
import { RouteGuard, WebviewRedirect } from './RouteGuard';
import { paths } from '@shared/routing/paths';
import { NotFoundScreen, routes } from './routes';

/** Every screen of the product; anything else is the not-found page. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {routes.map(({ path, access, Screen }) => (
          <Route key={path} path={path}>
            {(params) => (
              <RouteGuard access={access}>
                {path === paths.landing ? (
                  <WebviewRedirect>
                    <Screen params={params} />
                  </WebviewRedirect>
                ) : (
                  <Screen params={params} />
                )}
              </RouteGuard>
            )}
          </Route>
        ))}
        <Route>
          <NotFoundScreen params={{}} />
        </Route>
      </Switch>
    </Suspense>
  );
}
