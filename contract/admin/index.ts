import { initContract } from '@ts-rest/core';
import { adminAuditContract } from './audit';
import { adminAuthContract } from './auth';
import { adminLayoutContract } from './layout';
import { adminMessagesContract } from './messages';
import { adminNetworkContract } from './network';
import { adminPricesContract } from './prices';
import { adminStaffContract } from './staff';
import { adminVouchersContract } from './vouchers';
import { adminWarehousesContract } from './warehouses';

const c = initContract();

/**
 * The operator console's calls (`/api/admin/…`), a group of the contract of its own: its own OpenAPI
 * tag and security scheme (a staff session's token, never a customer's), and a browser client of its
 * own in the console's chunk (src/features/admin/adminApi.ts), so no customer page carries it.
 * Every call but set-up and the two sign-in steps names the roles it is open to (`staffAuth`).
 */
export const adminContract = c.router({
  auth: adminAuthContract,
  staff: adminStaffContract,
  audit: adminAuditContract,
  network: adminNetworkContract,
  vouchers: adminVouchersContract,
  messages: adminMessagesContract,
  layout: adminLayoutContract,
  prices: adminPricesContract,
  warehouses: adminWarehousesContract,
});

export {
  AUDIT_EXPORT_MAX_ROWS,
  auditActions,
  auditActorRoles,
  consoleRoles,
  RECOVERY_CODE_COUNT,
  STAFF_PASSWORD_MIN_LENGTH,
  staffRoles,
  staffStatuses,
} from './values';
export * from './auth';
export * from './staff';
export * from './audit';
export * from './network';
export * from './vouchers';
export * from './messages';
export * from './layout';
export * from './prices';
export * from './warehouses';
export { ConsoleApiError, ConsoleErrorCode } from './errors';
