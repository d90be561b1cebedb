/**
 * Where `/login?redirect=…` sends the user after login. Only a path of this site is followed
 * (starting with one `/`, no scheme, no `//host`, no backslash trick), so a crafted link cannot
 * send a freshly signed-in user to another site.
 */
export function redirectTarget(search: string, fallback = '/'): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return fallback;
  return target;
}
