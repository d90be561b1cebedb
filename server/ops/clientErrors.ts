import { lt, sql } from 'drizzle-orm';
import type { ClientErrorReport } from '@contract/meta';
import type { Db } from '../db/client';
import { clientError } from '../db/schema';
import { HttpError } from '../http/httpError';
import { consumeRateLimit } from '../http/rateLimit';
import { redactUrl } from '../http/redactUrl';

/** A browser in an error loop must not fill the database: 30 reports per address per 10 minutes. */
export const clientErrorRateLimit = { bucket: 'ops-error', limit: 30, windowSeconds: 600 };
/** The local-storage dump and other context together stay under 64 KiB. */
export const MAX_CONTEXT_BYTES = 64 * 1024;

export async function storeClientError(
  db: Db,
  report: ClientErrorReport,
  clientAddress: string,
  retentionDays: number,
): Promise<number> {
  if (Buffer.byteLength(JSON.stringify(report.context)) > MAX_CONTEXT_BYTES) {
    throw new HttpError(413, 'payload-too-large', `The error context exceeds ${MAX_CONTEXT_BYTES} bytes.`);
  }
  await consumeRateLimit(db, clientErrorRateLimit, clientAddress);
  const [row] = await db
    .insert(clientError)
    .values({
      sessionId: report.context.sessionId ?? null,
      username: report.context.username ?? null,
      clientAddress,
      error: report.error,
      stacktrace: report.stacktrace ?? null,
      // The page address may be a service-access link: its token must not be kept with the report.
      context: report.context.location
        ? { ...report.context, location: redactUrl(report.context.location) }
        : report.context,
    })
    .returning({ id: clientError.id });
  // Retention: old reports go as new ones arrive, so the table needs no separate job.
  await db.delete(clientError).where(lt(clientError.createdAt, sql`now() - make_interval(days => ${retentionDays})`));
  return row.id;
}
