import { Suspense } from 'react';
import type { StaffSessionEffects } from '@machines/staffSession/provider';
import { ApologyPage } from '@shared/errors/ApologyPage';
import { ErrorBoundary } from '@shared/errors/ErrorBoundary';
import { PageLoading } from '@shared/layout/PageLoading';
import { lazyWithMessages } from '@shared/routing/routeDef';

/**
 * The operator console with its texts (`admin`, and the forms' and sign-in's refusals it shares
 * with the customer pages), behind its own error boundary. The shell imports this module lazily,
 * for `/admin` paths only, so a customer page carries nothing of the console but that import.
 */
const AdminConsole = lazyWithMessages<{ effects?: StaffSessionEffects }>(
  () => import('./AdminConsole'),
  ['admin', 'authFields', 'auth', 'forms', 'errors'],
);

export default function ConsoleRoot() {
  return (
    <ErrorBoundary fallback={<ApologyPage />}>
      <Suspense fallback={<PageLoading />}>
        <AdminConsole />
      </Suspense>
    </ErrorBoundary>
  );
}
