/**
 * Text as the place search compares it: lower case without diacritics, so "zilina" finds Žilina
 * and "lodz" finds Łódź. Letters that Unicode does not decompose (ł, đ, ß) are mapped by hand;
 * other scripts (Ukrainian names) stay as they are, lower-cased.
 */
const undecomposed: Record<string, string> = { ł: 'l', Ł: 'l', đ: 'd', Đ: 'd', ß: 'ss', ø: 'o', Ø: 'o' };

export function fold(text: string): string {
  return text
    .replace(/[łŁđĐßøØ]/g, (c) => undecomposed[c])
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The letters with diacritics of the five countries' languages and their neighbours', for SQL `translate`:
 * PostgreSQL's `lower` leaves non-ASCII letters alone under the C locale, and `unaccent` is not
 * available everywhere, so the database folds with this explicit table, built by `fold` itself so
 * both sides agree.
 */
const accented = 'áäâăàãåčćçďéěëęèíîìĺľłňńñóôöőõòŕřšśșşťțţúůüűùýÿžźżđ';
const letters = [...accented, ...accented.toUpperCase()];
export const sqlFoldFrom = letters.join('');
export const sqlFoldTo = letters.map((c) => fold(c)).join('');
