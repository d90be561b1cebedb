/** A positive integer id from the query string, or null (absent, garbage, or out of range). */
export function idParam(search: string, name: string): number | null {
  const value = new URLSearchParams(search).get(name);
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
