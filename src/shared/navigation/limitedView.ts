/**
 * `?limitedView=true` hides the footer and the menu — only the logo stays — for
 * pages embedded elsewhere. The flag lives only in the address, so every internal link and
 * redirect carries it along.
 */
export const limitedViewParam = 'limitedView';

export function isLimitedView(search: string): boolean {
  return new URLSearchParams(search).get(limitedViewParam) === 'true';
}

/** `to` with `limitedView=true` added when the current page has it (internal paths only). */
export function withLimitedView(to: string, limited: boolean): string {
  if (!limited || !to.startsWith('/') || to.startsWith('//')) return to;
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const [path, query = ''] = beforeHash.split('?');
  const params = new URLSearchParams(query);
  params.set(limitedViewParam, 'true');
  return `${path}?${params.toString()}${hash}`;
}
