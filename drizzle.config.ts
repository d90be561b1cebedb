import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema, offline: `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
