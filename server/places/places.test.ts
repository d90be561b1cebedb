import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@contract/errors';
import type { Place } from '@contract/places';
import { addWarehouse } from '../testing/fixtures';
import { startTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
let tomasikova: number;

beforeAll(async () => {
  t = await startTestApp();
  tomasikova = await addWarehouse(t.database.db, {
    name: 'Bratislava – Ružinov',
    street: 'Tomášikova',
    streetNumber: '28',
    city: 'Bratislava',
    lat: 48.1571,
    lng: 17.1679,
  });
  await addWarehouse(t.database.db, {
    name: 'Closed Tomášikova',
    street: 'Tomášikova',
    streetNumber: '30',
    deactivated: true,
    lat: 48.1572,
    lng: 17.168,
  });
});
afterAll(() => t.close());

async function places(query: string, language = 'en') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/client/places?${query}`,
    headers: { 'accept-language': language },
  });
  return { status: res.statusCode, body: res.json() };
}
const names = (list: Place[]) => list.map((p) => p.name);

describe('GET /api/client/places', () => {
  it('finds Žilina by "zilina": without diacritics, the town first, at its position', async () => {
    const { status, body } = await places('q=zilina');
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ kind: 'town', name: 'Žilina', country: 'SVK', warehouseId: null });
    expect(body[0].location.lat).toBeCloseTo(49.223, 2);
    expect(body[0].location.lng).toBeCloseTo(18.739, 2);
  });

  it('names a town in the language of the request and finds it by any of its names', async () => {
    expect(names((await places('q=praha', 'cs')).body)[0]).toBe('Praha');
    expect(names((await places('q=praha', 'en-GB,en;q=0.8')).body)[0]).toBe('Prague');
    expect(names((await places('q=prague', 'pl')).body)[0]).toBe('Praga');
    expect(names((await places('q=prag', 'hu')).body)[0]).toBe('Prága');
    expect(names((await places('q=%D0%BF%D1%80%D0%B0%D0%B3', 'uk')).body)[0]).toBe('Прага');
    // Romanian names are written with the comma-below letters.
    expect(names((await places('q=timisoara', 'ro')).body)[0]).toBe('Timișoara');
  });

  it('ranks towns by population', async () => {
    const { body } = await places('q=nov&limit=20');
    const towns = (body as Place[]).filter((p) => p.kind === 'town');
    expect(towns.length).toBeGreaterThan(5);
    expect(towns.map((p) => p.population)).toEqual(towns.map((p) => p.population).sort((a, b) => b! - a!));
  });

  it('finds an open warehouse by its street, with its address and id', async () => {
    const { body } = await places('q=tomasik');
    expect(body).toEqual([
      {
        kind: 'warehouse',
        name: 'Bratislava – Ružinov',
        detail: 'Tomášikova 28, Bratislava',
        country: 'SVK',
        location: { lat: 48.1571, lng: 17.1679 },
        population: null,
        warehouseId: tomasikova,
      },
    ]);
  });

  it('finds a warehouse by a word of its name, after the towns of that name', async () => {
    const { body } = await places('q=bratislava ruz');
    expect(names(body)).toEqual(['Bratislava – Ružinov']);
    const mixed = (await places('q=bratislava')).body as Place[];
    expect(mixed[0]).toMatchObject({ kind: 'town', name: 'Bratislava' });
    expect(mixed.some((p) => p.warehouseId === tomasikova)).toBe(true);
  });

  it('answers at most `limit` places', async () => {
    expect((await places('q=ba&limit=3')).body).toHaveLength(3);
    expect((await places('q=ba')).body).toHaveLength(8);
  });

  it('refuses a query that is too short or a bad limit with the catalogue error shape', async () => {
    for (const query of ['q=z', 'q=', 'q=zilina&limit=0', 'q=zilina&limit=many', `q=${'a'.repeat(61)}`]) {
      const { status, body } = await places(query);
      expect({ query, status }).toEqual({ query, status: 400 });
      // A catalogue code (the app has a message for each), naming the field that is wrong.
      expect(ApiError.parse(body)).toMatchObject({
        status: 400,
        fields: [{ path: query.includes('limit') ? 'query.limit' : 'query.q' }],
      });
    }
    const missing = await places('');
    expect(missing.body).toMatchObject({
      status: 400,
      code: 'revalid/rule/basic/not-null',
      fields: [{ path: 'query.q', code: 'revalid/rule/basic/not-null' }],
    });
  });
});
