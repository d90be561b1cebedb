import { customType } from 'drizzle-orm/pg-core';

/**
 * `bytea` for file contents (PDFs, mail attachments). drizzle-orm has no built-in bytea column;
 * node-postgres returns a Buffer, PGlite a Uint8Array, so reads are normalised to Buffer.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
