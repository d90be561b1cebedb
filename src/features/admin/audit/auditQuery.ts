/** The audit log's filters as the address writes them (`/admin/audit?action=staff.disable&from=2026-11-01`). */
export interface AuditFilters {
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  /** Days (`YYYY-MM-DD`), from the start of `from` to the end of `to`, in the browser's time zone. */
  from: string;
  to: string;
}

export const PAGE_SIZE = 50;

const names = ['actorEmail', 'action', 'targetType', 'targetId', 'from', 'to'] as const;

export function filtersOf(search: string): AuditFilters {
  const params = new URLSearchParams(search);
  return Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as unknown as AuditFilters;
}

/** The address's query for these filters (empty ones left out), optionally from the page after `before`. */
export function queryOf(filters: AuditFilters, before?: number): string {
  const params = new URLSearchParams();
  for (const name of names) if (filters[name].trim()) params.set(name, filters[name].trim());
  if (before !== undefined) params.set('before', String(before));
  return params.toString();
}

const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

/** The call's query for the address's query: days become the instants that bound them. */
export function callQuery(search: string, limit?: number): Record<string, string> {
  const params = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const [name, value] of params) {
    if (!value) continue;
    if (name === 'from') query.from = dayStart(value);
    else if (name === 'to') query.to = dayEnd(value);
    else query[name] = value;
  }
  if (limit !== undefined) query.limit = String(limit);
  else delete query.before;
  return query;
}
