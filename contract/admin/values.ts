/**
 * The operator console's plain values, without zod: the console's screens show and choose them.
 * contract/admin/*.ts builds its schemas from these lists, the one place each set is written.
 */

/**
 * ADMIN: everything, every country. OWNER: a franchisee, who sees and changes only the warehouses
 * assigned to them and their customers. SUPPORT: the call centre, who reads customers and resends
 * their e-mails but changes no prices, staff or warehouses (a role of its own, so answering a
 * customer's call never needs an account that can change money or access).
 */
export const staffRoles = ['ADMIN', 'OWNER', 'SUPPORT'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * Who each part of the console is open to: the contract's calls name these (`staffAuth`), and the
 * console shows a section only to the roles its calls answer.
 */
export const consoleRoles = {
  /** Signing out, who am I, the network (an OWNER sees their own warehouses). */
  everyone: ['ADMIN', 'OWNER', 'SUPPORT'],
  /** Staff accounts: invitations, roles, warehouses, disabling. */
  staff: ['ADMIN'],
  /** The audit log (an OWNER sees the rows of their own warehouses). */
  audit: ['ADMIN', 'OWNER'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** Where a staff account stands: invited (set-up link not used yet), active, or disabled. */
export const staffStatuses = ['INVITED', 'ACTIVE', 'DISABLED'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

/**
 * Every action the audit log records. A new console action adds its name here (the log's filter
 * offers these) and its label in every locale under `admin.audit.action.<name>`.
 */
export const auditActions = [
  'staff.create-admin',
  'staff.invite',
  'staff.set-up',
  'staff.sign-in',
  'staff.sign-out',
  'staff.recovery-code-used',
  'staff.change-role',
  'staff.assign-warehouses',
  'staff.disable',
  'staff.enable',
  'staff.new-setup-link',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** Who wrote an audit row: a staff role, or SYSTEM for the command line (`npm run admin`). */
export const auditActorRoles = [...staffRoles, 'SYSTEM'] as const;

/** The most rows one CSV export of the audit log holds; a narrower filter gets the rest. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
/** Recovery codes given at set-up; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** The shortest staff password: longer than customers', as a staff account can change money and access. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
