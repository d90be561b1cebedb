import type { AuditEntry } from '@contract/admin/audit';

const COLUMNS = [
  'id',
  'at',
  'actorId',
  'actorEmail',
  'actorRole',
  'action',
  'targetType',
  'targetId',
  'warehouseId',
  'before',
  'after',
  'reason',
  'requestId',
  'address',
] as const satisfies readonly (keyof AuditEntry)[];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, so a spreadsheet opening
 * the file shows it instead of running it as a formula (a reason or an e-mail is typed by people).
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The audit rows as a CSV file: a header line, then one line per row; CRLF line ends, UTF-8 with a BOM for spreadsheets. */
export function auditCsv(entries: AuditEntry[]): string {
  const lines = [
    COLUMNS.join(','),
    ...entries.map((entry) => COLUMNS.map((column) => csvField(entry[column])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
