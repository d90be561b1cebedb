import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { withConsoleErrors } from './errors';
import { Email, Id, IdText, IsoDateTime, PageLimit } from '../primitives';
import { staffAuth } from '../routeMeta';
import { auditActions, auditActorRoles, consoleRoles } from './values';

const c = initContract();

export const AuditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof AuditAction>;
export const AuditActorRole = z.enum(auditActorRoles);
const AuditScalar = z.union([z.string(), z.number(), z.boolean()]).nullable();
/** One field of a value before or after a change: a scalar, a list of them, or an object of them. */
export const AuditField = z.union([AuditScalar, z.array(AuditScalar), z.record(z.string(), AuditScalar)]);
/** A value before or after a change, as the action wrote it (its fields depend on the action). */
export const AuditValues = z.record(z.string(), AuditField).nullable();

export const AuditEntry = z.object({
  id: Id,
  at: IsoDateTime,
  /** The staff account that acted; null for the command line. */
  actorId: Id.nullable(),
  actorEmail: z.string(),
  actorRole: AuditActorRole,
  action: AuditAction,
  targetType: z.string(),
  targetId: z.string().nullable(),
  warehouseId: Id.nullable(),
  before: AuditValues,
  after: AuditValues,
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  address: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** What the log is searched by; every filter is optional and they all apply together. */
export const AuditFilter = z.object({
  actorEmail: Email.optional(),
  action: AuditAction.optional(),
  targetType: z.string().trim().min(1).max(50).optional(),
  targetId: z.string().trim().min(1).max(50).optional(),
  warehouseId: IdText.optional(),
  from: IsoDateTime.optional(),
  to: IsoDateTime.optional(),
});
export const AuditQuery = AuditFilter.extend({
  /** The page after the row with this id (the previous page's `nextBefore`); newest first. */
  before: IdText.optional(),
  limit: PageLimit(200, 50),
});
export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: Id.nullable(),
});

/** The export: CSV, one row per entry with the same columns as AuditEntry, newest first. */
export const CsvResponse = c.otherResponse({ contentType: 'text/csv', body: z.string() });

/** An OWNER sees the rows of their own warehouses; ADMIN every row. */
const auditReaders = staffAuth(...consoleRoles.audit);

export const adminAuditContract = c.router(
  {
    search: {
      method: 'GET',
      path: '/api/admin/audit',
      query: AuditQuery,
      // 404 for an OWNER naming a warehouse that is not theirs (as for one that does not exist).
      responses: withConsoleErrors({ 200: AuditPage }, 401, 403, 404),
      metadata: auditReaders,
      summary: 'Search the audit log of staff actions, newest first, a page at a time',
    },
    export: {
      method: 'GET',
      path: '/api/admin/audit/export',
      query: AuditFilter,
      responses: { ...withConsoleErrors({}, 401, 403, 404), 200: CsvResponse },
      metadata: auditReaders,
      summary: 'The audit log rows that match the filter as a CSV file',
    },
  },
  { strictStatusCodes: true },
);
