import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatingCountries } from '@contract/countries';
import { languages } from '@contract/primitives';
import { openDatabase, type Database } from '../db/client';
import { warehouse, warehousePhoto, warehouseText } from '../db/schema';
import { listWarehouses } from '../warehouses/search';
import { seedDemoNetwork } from './demo';
import { demoTexts } from './demoTexts';
import { demoWarehouses } from './demoWarehouses';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'public');

describe('demo warehouse texts and photos', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await seedDemoNetwork(database.db, new Date('2025-03-10T12:00:00Z'));
  });
  afterAll(() => database.close());

  it('writes a description and opening hours in all seven languages for every demo warehouse', async () => {
    const rows = await database.db.select().from(warehouseText);
    const warehouses = await database.db.select().from(warehouse);
    expect(warehouses).toHaveLength(demoWarehouses.length);
    for (const w of warehouses) {
      const own = rows.filter((r) => r.warehouseId === w.id);
      expect(own.map((r) => r.language).sort(), w.branchCode).toEqual([...languages].sort());
      for (const r of own)
        expect(
          [r.description?.length, r.openingHours?.length].every((n) => (n ?? 0) > 10),
          `${w.branchCode} ${r.language}`,
        ).toBe(true);
      // A note exists in every language or in none.
      expect(new Set(own.map((r) => r.addressNote === null)).size, w.branchCode).toBe(1);
    }
  });

  it('writes each language in its own letters', () => {
    const all = Object.values(demoTexts).flatMap((t) =>
      [t.description, t.addressNote, t.openingHours].filter((x) => x !== undefined),
    );
    for (const texts of all) {
      expect(texts.RO).not.toMatch(/[şţŞŢ]/);
      expect(texts.CS).not.toMatch(/[ľĺŕôä]/);
      // ě may appear in a Czech place name (the Anděl station); ř and ů in none we name.
      expect(texts.SK).not.toMatch(/[řů]/);
      expect(texts.UK).toMatch(/[а-яіїєґ]/i);
      // No language simply repeats the English text.
      for (const language of languages.filter((l) => l !== 'EN')) expect(texts[language], language).not.toBe(texts.EN);
    }
  });

  it('gives every demo warehouse three or four photos, the building first, each file present', async () => {
    const photos = await database.db.select().from(warehousePhoto);
    const byWarehouse = new Map<number, typeof photos>();
    for (const p of photos) byWarehouse.set(p.warehouseId, [...(byWarehouse.get(p.warehouseId) ?? []), p]);
    expect(byWarehouse.size).toBe(demoWarehouses.length);
    for (const list of byWarehouse.values()) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(4);
      expect(list.find((p) => p.position === 0)?.kind).toBe('exterior');
      for (const p of list) expect(existsSync(path.join(publicDir, p.path)), p.path).toBe(true);
    }
  });

  it('lists the warehouses of every country when no country is chosen ("All countries")', async () => {
    const all = await listWarehouses(database.db, { limit: 1000, offset: 0 }, 'EN');
    expect(all).toHaveLength(demoWarehouses.length);
    expect(new Set(all.map((w) => w.country))).toEqual(new Set(operatingCountries));
  });
});
