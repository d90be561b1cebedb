import type { AuditEntry } from '@contract/admin/audit';
import type { MyListEffects } from '@machines/myList/provider';
import { bodyOf } from '@shared/api/apiFailure';
import { adminApi, type AdminApi } from '../adminApi';
import { callQuery, PAGE_SIZE } from './auditQuery';

/** One page of the log for the address's filters (`before` picks the page). */
export const auditListEffects = (api: AdminApi = adminApi): MyListEffects<AuditEntry> => ({
  load: async (search) => bodyOf(await api.audit.search({ query: callQuery(search, PAGE_SIZE) as never }), 200).entries,
});

/** Downloads the rows of the filters as a CSV file, as the browser saves any download. */
export async function downloadAuditCsv(search: string, api: AdminApi = adminApi): Promise<void> {
  const csv = bodyOf(await api.audit.export({ query: callQuery(search) as never }), 200);
  const url = URL.createObjectURL(new Blob([String(csv)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'audit-log.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
