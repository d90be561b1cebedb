import type { StaffSessionEffects } from '@machines/staffSession/provider';
import { paths } from '@shared/routing/paths';
import { lazyWithMessages } from '@shared/routing/routeDef';

/** Whether the address is the operator console's (`/admin` and below), which the shell hands over whole. */
export const isConsolePath = (path: string): boolean => path === paths.admin || path.startsWith(`${paths.admin}/`);

/**
 * The operator console as one lazily loaded chunk with its texts (`admin`, and the forms' and the
 * sign-in's refusals it shares with the customer pages): nothing of it is downloaded elsewhere.
 */
export const AdminConsole = lazyWithMessages<{ effects?: StaffSessionEffects }>(
  () => import('./AdminConsole'),
  ['admin', 'authFields', 'auth', 'forms', 'errors'],
);
