import type { Box, FloorPlan, Warehouse, WarehouseDetail } from '../../contract/warehouse';
import type { FakeRoutes } from './fakeNetwork';

/** Warehouses, boxes and floor plans for stories and tests, shaped exactly like the API's answers. */

const features = { barrierFreeEntrance: false, nonstopEntry: true, heating: true, parking: true, smart: true, videoMonitoring: true, firstMonthFree: false, starterPackage: false };

export function warehouseFixture(overrides: Partial<Warehouse> = {}): Warehouse {
  return {
    id: 1,
    name: 'Bratislava – Ružinov',
    country: 'SVK',
    branchCode: 'BA1',
    address: { street: 'Tomášikova', number: '28', city: 'Bratislava', zip: '821 01', countryCode: 'SVK' },
    addressNote: 'Entrance from the courtyard, gate next to the petrol station.',
    location: { lat: 48.1571, lng: 17.1679 },
    features,
    accessibility: { car: true },
    currency: 'EUR',
    freeBoxCount: 12,
    hasFreeBoxes: true,
    priceFrom: { minor: 2900, currency: 'EUR' },
    distance: 870,
    deactivation: { deactivated: false },
    unavailable: null,
    ...overrides,
  };
}

/** A small network around Bratislava: free, full, deactivated and opening-later warehouses. */
export const searchResultsFixture: Warehouse[] = [
  warehouseFixture(),
  warehouseFixture({ id: 3, name: 'Bratislava – Nové Mesto (bezbariérový)', branchCode: 'BUX', freeBoxCount: 18, distance: 2474, features: { ...features, barrierFreeEntrance: true } }),
  warehouseFixture({ id: 2, name: 'Bratislava – Petržalka', freeBoxCount: 4, priceFrom: { minor: 3400, currency: 'EUR' }, distance: 6616 }),
  warehouseFixture({ id: 7, name: 'Bratislava – Dúbravka', freeBoxCount: 40, distance: 7120, unavailable: { availableFrom: '2026-03-01' } }),
  warehouseFixture({ id: 4, name: 'Bratislava – Karlova Ves', freeBoxCount: 0, hasFreeBoxes: false, priceFrom: null, distance: 4950 }),
];

export const nearestBeyondFixture: Warehouse[] = [
  warehouseFixture({ id: 21, name: 'Trnava – Bratislavská', distance: 41_200, address: { street: 'Bratislavská', number: '22', city: 'Trnava', zip: '917 01', countryCode: 'SVK' } }),
  warehouseFixture({ id: 22, name: 'Nitra – Štúrova', distance: 78_900, freeBoxCount: 3, address: { street: 'Štúrova', number: '75', city: 'Nitra', zip: '949 01', countryCode: 'SVK' } }),
];

export function detailFixture(overrides: Partial<WarehouseDetail> = {}): WarehouseDetail {
  return {
    ...warehouseFixture({ distance: null, features: { ...features, starterPackage: true } }),
    description: 'Heated two-storey hall with a goods lift, close to the tram stop.',
    lockVersion: 'V2',
    openingHours: null,
    contactPhone: '+421 2 2090 4444',
    sizes: [
      { sizeClass: 'XS', sizeFrom: 0, sizeTo: 1, activeBoxes: 4, freeBoxes: 2, priceFrom: { minor: 2900, currency: 'EUR' } },
      { sizeClass: 'SMALL', sizeFrom: 1, sizeTo: 3, activeBoxes: 4, freeBoxes: 2, priceFrom: { minor: 4900, currency: 'EUR' } },
      { sizeClass: 'MEDIUM', sizeFrom: 3, sizeTo: 6, activeBoxes: 2, freeBoxes: 1, priceFrom: { minor: 9900, currency: 'EUR' } },
      { sizeClass: 'LARGE', sizeFrom: 6, sizeTo: null, activeBoxes: 2, freeBoxes: 1, priceFrom: { minor: 19900, currency: 'EUR' } },
    ],
    ...overrides,
  };
}

type Layout = { name: string; x: number; y: number; w: number; l: number; state: 'free' | 'taken' | 'inactive'; floor: number; price: number };

/** Twelve boxes on two floors: widths and lengths in cm, prices in cents. */
const layout: Layout[] = [
  { name: 'A-001', x: 220, y: 20, w: 100, l: 90, state: 'free', floor: 0, price: 2900 },
  { name: 'A-002', x: 320, y: 20, w: 100, l: 90, state: 'taken', floor: 0, price: 2900 },
  { name: 'A-003', x: 420, y: 20, w: 150, l: 150, state: 'free', floor: 0, price: 4900 },
  { name: 'A-004', x: 570, y: 20, w: 150, l: 150, state: 'inactive', floor: 0, price: 4900 },
  { name: 'A-005', x: 720, y: 20, w: 200, l: 200, state: 'free', floor: 0, price: 9900 },
  { name: 'A-006', x: 220, y: 370, w: 300, l: 300, state: 'taken', floor: 0, price: 19900 },
  { name: 'A-007', x: 520, y: 370, w: 300, l: 300, state: 'free', floor: 0, price: 19900 },
  { name: 'B-008', x: 220, y: 20, w: 100, l: 90, state: 'taken', floor: 1, price: 2900 },
  { name: 'B-009', x: 320, y: 20, w: 100, l: 90, state: 'free', floor: 1, price: 2900 },
  { name: 'B-010', x: 420, y: 20, w: 150, l: 150, state: 'free', floor: 1, price: 4900 },
  { name: 'B-011', x: 570, y: 20, w: 200, l: 200, state: 'taken', floor: 1, price: 9900 },
  { name: 'B-012', x: 220, y: 370, w: 300, l: 300, state: 'taken', floor: 1, price: 19900 },
];

const sizeClassOf = (m2: number) => (m2 <= 1 ? 'XS' : m2 <= 3 ? 'SMALL' : m2 <= 6 ? 'MEDIUM' : 'LARGE');

export function boxesFixture(warehouseId = 1, options: { allTaken?: boolean } = {}): Box[] {
  return layout.map((b, index) => {
    const area = (b.w * b.l) / 10_000;
    return {
      id: 100 + index,
      warehouseId,
      name: b.name,
      sizeClass: sizeClassOf(area),
      area,
      width: b.w / 100,
      length: b.l / 100,
      height: 2.5,
      floor: b.floor,
      pricePerMonth: { minor: b.price, currency: 'EUR' },
      pricePerMonthWithoutVat: { minor: Math.round(b.price / 1.23), currency: 'EUR' },
      vatPercent: 23,
      insuranceCoverage: { minor: 300_000, currency: 'EUR' },
      insurancePricePerMonth: { minor: 500, currency: 'EUR' },
      active: b.state !== 'inactive',
      free: !options.allTaken && b.state === 'free',
      rentStart: '2025-01-06',
    } satisfies Box;
  });
}

export function floorPlanFixture(warehouseId = 1, options: { allTaken?: boolean; floors?: 1 | 2 } = {}): FloorPlan {
  const floorNumbers = options.floors === 1 ? [0] : [0, 1];
  return {
    warehouseId,
    width: 1000,
    height: 800,
    floors: floorNumbers.map((floor) => ({
      floor,
      label: floor === 0 ? 'Ground floor' : `Floor ${floor}`,
      boxes: layout
        .map((b, index) => ({ b, index }))
        .filter(({ b }) => b.floor === floor)
        .map(({ b, index }) => ({
          boxId: 100 + index,
          name: b.name,
          x: b.x,
          y: b.y,
          width: b.w,
          height: b.l,
          sizeClass: sizeClassOf((b.w * b.l) / 10_000),
          state: options.allTaken && b.state === 'free' ? 'taken' : b.state,
        })),
      fixtures: [
        { kind: 'wall', x: 0, y: 0, width: 1000, height: 20 },
        { kind: 'wall', x: 0, y: 780, width: 1000, height: 20 },
        { kind: 'corridor', x: 20, y: 20, width: 200, height: 760 },
        { kind: 'corridor', x: 220, y: 230, width: 780, height: 140 },
        floor === 0 ? { kind: 'entrance', x: 20, y: 680, width: 200, height: 100 } : { kind: 'stairs', x: 20, y: 680, width: 200, height: 100 },
        { kind: 'lift', x: 850, y: 680, width: 130, height: 100 },
      ],
    })),
  };
}

/** Fake-network answers of one warehouse's detail calls (stories and tests). */
export function detailRoutes(detail: WarehouseDetail, options: { allTaken?: boolean; recommended?: Warehouse[]; floors?: 1 | 2 } = {}): FakeRoutes {
  const id = detail.id;
  return {
    [`GET /api/client/warehouse/${id}`]: { body: detail },
    [`GET /api/client/warehouse/${id}/boxes`]: { body: { warehouseId: id, boxes: boxesFixture(id, options) } },
    [`GET /api/client/warehouse/${id}/podorys`]: { body: floorPlanFixture(id, options) },
    [`GET /api/client/warehouse/${id}/recommended`]: { body: options.recommended ?? searchResultsFixture.slice(1, 3) },
  };
}
