import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';

/** Runs one committed migration file, statement by statement, as the migrator does. */
async function run(client: PGlite, file: string) {
  const statements = readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');
  for (const statement of statements) if (statement.trim()) await client.exec(statement);
}

describe('migration 0006: warehouse texts per language', () => {
  let client: PGlite;
  const files = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const textsMigration = files.find((f) => f.startsWith('0006_'))!;

  beforeAll(async () => {
    client = await PGlite.create('memory://', { extensions: { cube } });
    for (const file of files.slice(0, files.indexOf(textsMigration))) await run(client, file);
    // Two warehouses as they were stored before: English description and hours, a local note.
    await client.exec(`
      insert into warehouse (id, name, country, branch_code, street, street_number, city, zip, lat, lng, description, opening_hours, address_note) values
        (1, 'Praha 7', 'CZE', 'PRG1', 'Argentinská', '38', 'Praha', '170 00', 50.1, 14.4, 'Two-storey storage.', 'Access 24/7', 'Vjezd ze dvora.'),
        (2, 'Győr', 'HUN', 'GYR1', 'Fehérvári út', '20', 'Győr', '9023', 47.6, 17.6, null, null, 'Bejárat a parkoló felől.')`);
    await run(client, textsMigration);
  });
  afterAll(() => client.close());

  it('keeps every text, the English ones as English and the notes in the country’s language', async () => {
    const { rows } = await client.query(
      'select warehouse_id, language, description, opening_hours, address_note from warehouse_text order by warehouse_id, language',
    );
    expect(rows).toEqual([
      { warehouse_id: 1, language: 'CS', description: null, opening_hours: null, address_note: 'Vjezd ze dvora.' },
      {
        warehouse_id: 1,
        language: 'EN',
        description: 'Two-storey storage.',
        opening_hours: 'Access 24/7',
        address_note: null,
      },
      {
        warehouse_id: 2,
        language: 'HU',
        description: null,
        opening_hours: null,
        address_note: 'Bejárat a parkoló felől.',
      },
    ]);
  });

  it('leaves the texts only in the new table', async () => {
    const { rows } = await client.query(
      `select column_name from information_schema.columns where table_name = 'warehouse' and column_name in ('description', 'opening_hours', 'address_note')`,
    );
    expect(rows).toEqual([]);
  });
});
