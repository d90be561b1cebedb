import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Warehouse, WarehouseDetail } from '@contract/warehouse';
import { box, warehousePhoto, warehouseText } from '../db/schema';
import { addWarehouse } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
let prague: number;
let bare: number;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  prague = await addWarehouse(db, { name: 'Praha 7 – Holešovice', country: 'CZE', lat: 50.1041, lng: 14.4468 });
  // Czech (the country's language) has every text; English only a description; Polish only a note.
  await db.insert(warehouseText).values([
    {
      warehouseId: prague,
      language: 'CS',
      description: 'Dvoupodlažní sklad v Holešovicích.',
      openingHours: 'Přístup nonstop',
      addressNote: 'Vjezd ze dvora, brána č. 3.',
    },
    {
      warehouseId: prague,
      language: 'EN',
      description: 'Two-storey storage in Holešovice.',
      openingHours: null,
      addressNote: null,
    },
    {
      warehouseId: prague,
      language: 'PL',
      description: null,
      openingHours: null,
      addressNote: 'Wjazd od podwórza, brama nr 3.',
    },
  ]);
  await db.insert(warehousePhoto).values([
    {
      warehouseId: prague,
      position: 1,
      kind: 'corridor',
      path: '/photos/warehouses/corridor-2.svg',
      width: 800,
      height: 533,
    },
    {
      warehouseId: prague,
      position: 0,
      kind: 'exterior',
      path: '/photos/warehouses/exterior-2.svg',
      width: 800,
      height: 533,
    },
  ]);
  // Only a Romanian note, for a Slovak warehouse: the last resort is whatever language exists.
  bare = await addWarehouse(db, { name: 'Bare', country: 'SVK', lat: 50.1, lng: 14.44 });
  await db.insert(warehouseText).values({ warehouseId: bare, language: 'RO', addressNote: 'Intrarea din curte.' });
});
afterAll(() => t.close());

async function get<T>(url: string, language: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}
const detail = (id: number, language: string) => get<WarehouseDetail>(`/api/client/warehouse/${id}`, language);
const texts = (d: WarehouseDetail) => ({
  description: d.description,
  openingHours: d.openingHours,
  addressNote: d.addressNote,
});

describe('warehouse texts per language', () => {
  it('answers in the page language where a text exists in it', async () => {
    expect(texts(await detail(prague, 'cs'))).toEqual({
      description: 'Dvoupodlažní sklad v Holešovicích.',
      openingHours: 'Přístup nonstop',
      addressNote: 'Vjezd ze dvora, brána č. 3.',
    });
  });

  it('falls back text by text: page language, then the country’s language, then English', async () => {
    // English page: the English description; hours and note only exist in Czech.
    expect(texts(await detail(prague, 'en'))).toEqual({
      description: 'Two-storey storage in Holešovice.',
      openingHours: 'Přístup nonstop',
      addressNote: 'Vjezd ze dvora, brána č. 3.',
    });
    // Polish page: its own note, the rest from Czech (the country's language comes before English).
    expect(texts(await detail(prague, 'pl-PL,pl;q=0.9'))).toEqual({
      description: 'Dvoupodlažní sklad v Holešovicích.',
      openingHours: 'Přístup nonstop',
      addressNote: 'Wjazd od podwórza, brama nr 3.',
    });
    // Hungarian has nothing: Czech for everything.
    expect(texts(await detail(prague, 'hu'))).toEqual(texts(await detail(prague, 'cs')));
  });

  it('shows a text in any language rather than none', async () => {
    const d = await detail(bare, 'sk');
    expect(texts(d)).toEqual({ description: null, openingHours: null, addressNote: 'Intrarea din curte.' });
  });

  it('gives the search list the address note in the page language too', async () => {
    for (const [language, note] of [
      ['pl', 'Wjazd od podwórza, brama nr 3.'],
      ['uk', 'Vjezd ze dvora, brána č. 3.'],
    ]) {
      const around = await get<Warehouse[]>('/api/client/warehouse/around?lat=50.1&lng=14.44&radius=5000', language);
      expect(around.find((w) => w.id === prague)?.addressNote).toBe(note);
      const list = await get<Warehouse[]>('/api/client/warehouse?country=CZE', language);
      expect(list.find((w) => w.id === prague)?.addressNote).toBe(note);
    }
  });

  it('lists the photos in gallery order with alt texts in the page language', async () => {
    expect((await detail(prague, 'cs')).photos).toEqual([
      {
        url: '/photos/warehouses/exterior-2.svg',
        alt: 'Budova skladu Praha 7 – Holešovice z ulice',
        width: 800,
        height: 533,
      },
      {
        url: '/photos/warehouses/corridor-2.svg',
        alt: 'Chodba mezi boxy ve skladu Praha 7 – Holešovice',
        width: 800,
        height: 533,
      },
    ]);
    expect((await detail(prague, 'en')).photos.map((p) => p.alt)).toEqual([
      'The Praha 7 – Holešovice building from the street',
      'Corridor between the boxes at Praha 7 – Holešovice',
    ]);
    expect((await detail(bare, 'en')).photos).toEqual([]);
  });
});

describe('warehouse texts inside the order offer', () => {
  it('carries the address note and opening hours in the page language, with the same fallback', async () => {
    // addWarehouse gave Prague one free box.
    const [{ id: boxId }] = await t.database.db.select({ id: box.id }).from(box).where(eq(box.warehouseId, prague));
    const offer = (language: string) =>
      get<{ warehouse: { addressNote: string | null; openingHours: string | null } }>(
        `/api/client/order/offer/${boxId}`,
        language,
      );
    expect((await offer('pl')).warehouse).toMatchObject({
      addressNote: 'Wjazd od podwórza, brama nr 3.',
      openingHours: 'Přístup nonstop',
    });
    expect((await offer('cs')).warehouse).toMatchObject({
      addressNote: 'Vjezd ze dvora, brána č. 3.',
      openingHours: 'Přístup nonstop',
    });
  });
});
