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
  /**
   * Vouchers: money, so administrators only. An OWNER reads none either: a voucher is for a country
   * or every warehouse, never one owner's, and its uses count orders across the network.
   */
  vouchers: ['ADMIN'],
  /**
   * Informational messages to customers: everyone, a country's customers or one customer, which
   * reach beyond any owner's warehouses, so administrators only.
   */
  messages: ['ADMIN'],
  /** A warehouse's details, hours, texts and photos (an OWNER: their own warehouses). */
  warehouseEdit: ['ADMIN', 'OWNER'],
  /** New warehouses, and deactivating one: the network's shape is the administrators'. */
  warehouseCreate: ['ADMIN'],
  /**
   * Adding floors and boxes, moving, blocking and deleting boxes (an OWNER: their own warehouses).
   * Everyone reads floors, boxes and prices: support answers customers asking why a box is not
   * offered or what it will cost, and reading changes nothing.
   */
  layout: ['ADMIN', 'OWNER'],
  /** Setting rents, insurance and period discounts from a day (an OWNER: their own warehouses). */
  prices: ['ADMIN', 'OWNER'],
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
  'voucher.create',
  'voucher.update',
  'voucher.end',
  'message.create',
  'message.update',
  'message.end',
  'floor.add',
  'box.create',
  'box.update',
  'box.block',
  'box.unblock',
  'box.delete',
  'price.schedule',
  'price.withdraw',
  'warehouse.create',
  'warehouse.update',
  'warehouse.upload-photo',
  'warehouse.arrange-photos',
  'warehouse.deactivate',
  'warehouse.reactivate',
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

/** Where a box stands: free, held by an unpaid order, rented, or blocked by an operator (never offered). */
export const boxStatuses = ['FREE', 'HELD', 'RENTED', 'BLOCKED'] as const;
/** What a floor plan draws besides boxes. */
export const fixtureKinds = ['entrance', 'corridor', 'wall', 'lift', 'stairs', 'office'] as const;
/** The highest floor (the ground floor is 0). */
export const MAX_FLOOR = 99;
/** The longest side of a box, in centimetres. */
export const MAX_BOX_SIDE_CM = 5_000;
/** How far an arrow key moves a box on the plan (with Shift, ten times as far), in centimetres. */
export const PLAN_STEP_CM = 10;
/** The periods a warehouse may discount (paying this many months at once). */
export const discountedPeriods = [3, 6, 12] as const;
/** The largest period discount, in per cent. */
export const MAX_PERIOD_DISCOUNT_PERCENT = 50;
/** What a price change sets: a monthly rent, the extra insurance, or a period discount. */
export const priceKinds = ['RENT', 'INSURANCE', 'PERIOD_DISCOUNT'] as const;
/** A price change not effective yet, effective (today's or an earlier one), or withdrawn before its day. */
export const priceChangeStates = ['SCHEDULED', 'EFFECTIVE', 'WITHDRAWN'] as const;
