/** Every route of the product. Screens link with these, never with literal strings. */
export const paths = {
  landing: '/',
  webview: '/webview',
  login: '/login',
  registration: '/registration',
  resetRequest: '/reset-password/request',
  resetChange: '/reset-password/change',
  location: (id: string | number) => `/location/${id}`,
  boxes: '/boxes',
  orderFirst: '/order/first',
  orderDetails: '/order/user-details',
  orderSummary: '/order/summary',
  orderStatus: '/order/status-check',
  help: '/help',
  gdpr: '/gdpr',
  storePolicy: '/store-policy',
  franchising: '/franchising',
  myContracts: '/my/contracts',
  myContract: (id: string | number) => `/my/contracts/${id}`,
  myContractCancel: (id: string | number) => `/my/contracts/${id}/cancel`,
  myContractEviction: (id: string | number) => `/my/contracts/${id}/eviction`,
  myProfile: '/my/profile',
  myProfileDelete: '/my/profile/delete',
  myPasswordChange: '/my/profile/change-password',
  myBoxes: '/my/boxes',
  myRents: '/my/rents',
  /** Where the card gateway returns after paying a rent: the payment's outcome. */
  myRentPayment: (id: string | number) => `/my/rents/${id}/payment`,
  serviceAccess: '/service-access',
  /** The operator console (src/features/admin): its own sign-in, pages and chunk. */
  admin: '/admin',
} as const;

/** `/login?redirect=<path+query>`: where an anonymous visitor of `/my/*` is sent. */
export const loginRedirect = (pathAndQuery: string): string =>
  `${paths.login}?redirect=${encodeURIComponent(pathAndQuery)}`;
