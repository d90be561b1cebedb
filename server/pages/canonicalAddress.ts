import { escapeHtml } from '../html/escapeHtml';

/**
 * The page a search engine should list an address under (its `rel="canonical"`).
 *
 * A page is listed without its query: a referral code, a sign-in's way back or a map's display do
 * not make another page (the server renders these pages without the query too).
 *
 * The pages a crawler cannot use fold into the public page it would see instead, which keeps them
 * out of search results: a robots.txt Disallow would not, as search engines still list a disallowed
 * address that other pages link to, bare, and the header links to the customer area everywhere.
 * - The customer area needs a session: a crawler is sent to the sign-in page.
 * - An order step shows one box of a warehouse: it belongs to that warehouse's page, named by the
 *   address's `warehouseId` (a box's order link carries it), or to the search when none is named.
 */
export function canonicalPath(url: string): string {
  // Appended to an origin rather than resolved against one, so that `//host/x` stays a path. The
  // parsed path is encoded where a request may carry it raw (quotes, spaces), with its dot segments
  // resolved: it names the page a browser would open.
  const { pathname, searchParams } = new URL(`http://path.invalid${url}`);
  if (pathname === '/my' || pathname.startsWith('/my/')) return '/login';
  if (pathname === '/order' || pathname.startsWith('/order/')) {
    const warehouseId = searchParams.get('warehouseId');
    return warehouseId !== null && /^[1-9]\d{0,15}$/.test(warehouseId) ? `/location/${warehouseId}` : '/boxes';
  }
  return pathname;
}

/** The `<link rel="canonical">` of an address, absolute under the product's public address. */
export const canonicalLink = (publicUrl: string, url: string): string =>
  `<link rel="canonical" href="${escapeHtml(`${publicUrl.replace(/\/+$/, '')}${canonicalPath(url)}`)}">`;
