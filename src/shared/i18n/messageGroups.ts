/**
 * Messages are downloaded in groups, so a page fetches the texts of what it shows rather than the
 * whole language file: the shell's texts (`core`) at start, a screen's groups together with its code.
 * A message belongs to the group listing the longest start of its id, cut at dots and at the
 * slashes of error codes (`auth.form.sending` → `forms`, `auth.login` → `auth`,
 * `errors.lock-v2/too-far-away` → `locks`); an id whose start is listed nowhere belongs to `core`,
 * so a new prefix is never missing, only downloaded a little early.
 * This file is also read by the build (vite.config.ts), which cuts each locale file into these groups.
 */
export const messageGroups = {
  /**
   * The chat's corner button is part of every page's first render (the window's texts come with it);
   * My area's tabs head both My area's pages and the profile's, which need nothing else of `my`;
   * every list of My area offers to try again when it could not load; a box's size class is named
   * wherever a box is shown (search, order, My boxes), the size guide only on a warehouse's page.
   */
  core: ['chat.launcher', 'my.nav', 'my.tryAgain', 'sizeGuide.name'],
  /**
   * The errors any screen may show (unexpected, not found, rate-limited …); a field's rules come
   * with the forms. An error only the calls of one feature return comes with that feature's group,
   * which every screen making those calls lists. A refused location (the search, every lock
   * control) stays here, as does a deactivated warehouse, which its own page states as well as the
   * order.
   */
  errors: ['errors', 'errors.Order/Warehouse-deactivated'],
  /**
   * The texts every form shares (sending…, the mandatory-field note)
   * and the field rules' refusals, which only a form shows.
   */
  forms: [
    ...[
      'auth.form',
      'errors.revalid',
      'errors.field',
      'errors.mustBeChecked',
      'errors.phoneNumber-invalid',
      'errors.sms',
    ],
    ...['errors.postcode-invalid', 'errors.companyId-invalid', 'errors.iban-invalid', 'errors.stale-version'],
  ],
  landing: ['landing', 'title.landing'],
  /** The native app's start page. */
  webview: ['webview'],
  warehouses: [
    'search',
    'warehouse',
    'floorPlan',
    'notifyMe',
    'boxes',
    'location',
    'geo',
    'title.boxes',
    'title.location',
    'errors.notify-me',
  ],
  sizeGuide: ['sizeGuide'],
  /**
   * The account's field labels, the password rule and its refusals, the phone hint: on sign-in,
   * registration and password reset, and on the profile, which needs nothing else of `auth`. The
   * order's forms, which have no password, do without them.
   */
  authFields: [
    'auth.field',
    'auth.form.passwordRule',
    'auth.form.phoneHint',
    'errors.passwordsMustMatch',
    'errors.password',
  ],
  auth: [
    'auth',
    'login',
    'registration',
    'resetChange',
    'resetRequest',
    'session',
    'errors.invalid-credentials',
    'errors.invalid-login-request',
    'errors.account/email-not-verified',
    'errors.registration',
    'errors.verification',
    'errors.password-reset',
    'errors.auth',
  ],
  profile: [
    'profile',
    'account.delete',
    'my.profile',
    'my.delete',
    'my.changePassword',
    'my.backToProfile',
    'errors.account/active-contracts',
  ],
  /**
   * The order's steps and what more than one step shows: the box, the way back, the order's
   * refusals, the generic names of a company's numbers and the refusals of an account made from the
   * details (the details step and the summary), the wait for the card page (the summary and the
   * status page).
   */
  order: [
    ...['order', 'title.orderStep', 'errors.Box', 'errors.Order', 'errors.order', 'payment.redirecting'],
    ...['checkout.details.ico', 'checkout.details.dic', 'checkout.details.icoDph', 'errors.Autoregistration'],
  ],
  /** The first step's offer: the box and its terms, periods, insurance and voucher. */
  offer: ['order.first', 'order.box', 'order.offer', 'order.period', 'order.insurance', 'order.voucher'],
  /** The invoicing details step (its heading too): the form, the login offer, the returning customer's note. */
  details: ['checkout.details', 'checkout.login', 'checkout.returning', 'order.details'],
  /** The summary (its heading too): prices, consents, where the invoice goes, the card provider, a failed payment. */
  checkout: ['checkout', 'order.summary', 'payment.provider', 'payment.failedBefore'],
  /** The summary's notices of an order placed before that still holds the box or was paid: only after the card page. */
  heldOrder: ['order.held'],
  /** Paying and its outcome: the summary's redirect to the card page, the status page, a rent's payment. */
  payment: ['payment', 'order.status', 'errors.payment'],
  /**
   * My boxes: the box cards, their access log and PIN, and the toggles of the card's panels, which
   * are on the card at once. Contracts show a contract's box with the same texts, so their screens
   * list this group too; what the panels show comes with them (myPanels).
   */
  myBoxes: [
    ...['my.box', 'my.boxes', 'my.accessLog.title', 'my.pin', 'my.rentAnother'],
    ...['my.sharing.toggle', 'my.sharing.toggleOf', 'my.grants.toggle', 'my.camera.open', 'errors.unlock-token'],
  ],
  /** Contracts, rents and their flows (cancel, eviction, paying a rent). */
  my: ['my', 'errors.rent', 'errors.contract', 'errors.cancelContract', 'errors.cancellation', 'errors.eviction'],
  /** My boxes' "Share" and "Give access" panels, camera dialog and access log, downloaded when first opened. */
  myPanels: ['my.sharing', 'my.grants', 'my.camera', 'my.accessLog', 'errors.boxSharing', 'errors.camera'],
  /** The lock control: on My boxes and on a service link's page, which shows nothing else of My area. */
  locks: ['lock', 'errors.lock-v2'],
  serviceAccess: ['serviceAccess', 'errors.service-access'],
  help: ['help'],
  gdpr: ['gdpr'],
  storePolicy: ['storePolicy'],
  franchising: ['franchising'],
  footer: ['footer'],
  sessionDialogs: ['account.removed', 'infoMessages'],
  chat: ['chat', 'errors.chatbot'],
  /** The cookie bar's settings panel: the bar itself is in every first render, its panel after a click. */
  cookiePreferences: [
    'cookies.categories',
    'cookies.essential',
    'cookies.marketing',
    'cookies.save',
    'cookies.closePreferences',
  ],
  diagnostics: ['diagnostics'],
  /**
   * The operator console under /admin: its screens and the refusals only its calls answer. Listed by
   * the console's screens alone, so no customer page downloads them.
   */
  admin: ['admin', 'admin.warehouse.page', 'errors.staff'],
  /** The console's warehouse editor, floors and boxes, and prices: with their chunks, when first opened. */
  adminNetwork: ['admin.warehouse', 'admin.boxes', 'admin.prices', 'errors.warehouse', 'errors.box', 'errors.price'],
  /** The console's vouchers and informational messages: with their chunks, when first opened. */
  adminPromotions: ['admin.vouchers', 'admin.messages', 'errors.voucher', 'errors.message'],
  /** Shown only when no route matches, or while the site is down for maintenance. */
  notFound: ['notFound'],
  maintenance: ['maintenance'],
} as const satisfies Record<string, readonly string[]>;

export type MessageGroup = keyof typeof messageGroups;

export const allMessageGroups = Object.keys(messageGroups) as MessageGroup[];

const groupByPrefix = new Map<string, MessageGroup>(
  allMessageGroups.flatMap((group) => messageGroups[group].map((prefix): [string, MessageGroup] => [prefix, group])),
);

/** The group a message id is downloaded with. */
export function groupOfMessage(id: string): MessageGroup {
  // The whole id first (a single message can be listed), then ever shorter starts.
  // Ids are cut at dots and at the slashes of error codes (`errors.lock-v2/too-far-away` starts
  // with `errors.lock-v2`).
  for (let end = id.length; end > 0; end = Math.max(id.lastIndexOf('.', end - 1), id.lastIndexOf('/', end - 1))) {
    const group = groupByPrefix.get(id.slice(0, end));
    if (group) return group;
  }
  return 'core';
}

/** The messages of `all` that belong to `group`. */
export function messagesOfGroup<T>(all: Record<string, T>, group: MessageGroup): Record<string, T> {
  return Object.fromEntries(Object.entries(all).filter(([id]) => groupOfMessage(id) === group));
}
