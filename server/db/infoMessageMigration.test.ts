import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { expect, it } from 'vitest';

/** The migration that gave informational messages a text per language and an audience. */
const PER_LANGUAGE = 15;

it('keeps the old single-language messages for the customers who saw them', async () => {
  const client = new PGlite({ extensions: { cube } });
  const migrations = readMigrationFiles({ migrationsFolder: 'server/db/migrations' });
  const apply = async (list: typeof migrations) => {
    for (const m of list) for (const q of m.sql) if (q.trim()) await client.exec(q);
  };
  await apply(migrations.slice(0, PER_LANGUAGE));
  await client.exec(`insert into app_user (email, first_name, last_name) values ('a@example.com', 'A', 'B')`);
  await client.exec(`insert into info_message (user_id, language, text)
    values (null, null, 'For everyone'), (null, 'SK', 'Len po slovensky'), (1, null, 'Yours')`);
  await apply(migrations.slice(PER_LANGUAGE));
  const rows = await client.query('select audience, user_id, texts, fallback from info_message order by id');
  expect(rows.rows).toEqual([
    // Every language read the one text: it is the English one now, which every language falls back to.
    { audience: 'ALL', user_id: null, texts: { EN: 'For everyone' }, fallback: true },
    // Only Slovak readers saw it: its language's text, shown to no other language.
    { audience: 'ALL', user_id: null, texts: { SK: 'Len po slovensky' }, fallback: false },
    { audience: 'CUSTOMER', user_id: 1, texts: { EN: 'Yours' }, fallback: true },
  ]);
  await client.close();
});
