import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Language } from '@contract/primitives';
import { box, floorPlanFixture, warehouse, warehousePhoto, warehouseText } from '../db/schema';
import { demoPhotoRows } from './demoPhotos';
import { demoTexts, openingHoursTexts } from './demoTexts';
import { demoWarehouses, type DemoWarehouse } from './demoWarehouses';
import { createRandom, hashString } from './random';
import {
  allocateIds,
  boxRows,
  callCentrePhone,
  featureColumns,
  fixtureRows,
  insertRows,
  isoDatePlusDays,
  planWarehouse,
  type BoxInsert,
  type FixtureInsert,
  type PlannedWarehouse,
  type WarehouseInsert,
} from './rows';

/** Days until the not-yet-open demo branch starts renting. */
export const UPCOMING_OPENING_IN_DAYS = 45;

/**
 * Seeds the hand-written demo network (~30 warehouses in SVK, CZE, POL, HUN, ROU with boxes, floor
 * plans, texts in seven languages and photos) when the warehouse table is empty. Runs in one transaction, holding a lock on
 * `warehouse` so two servers starting together cannot both seed. Deterministic for a given `today`.
 */
export async function seedDemoNetwork(db: Db, today = new Date()): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table warehouse in share row exclusive mode`);
    const [{ n }] = await tx.select({ n: count() }).from(warehouse);
    if (Number(n) > 0) return { seeded: false };

    const planned = demoWarehouses.map(planDemoWarehouse);
    const ids = await allocateIds(tx, warehouse, demoWarehouses.length);
    await insertRows(
      tx,
      warehouse,
      demoWarehouses.map((d, i) => demoWarehouseRow(ids[i], d, planned[i], today)),
    );

    const boxes: BoxInsert[] = [];
    const fixtures: FixtureInsert[] = [];
    ids.forEach((id, i) => {
      boxes.push(...boxRows(id, planned[i]));
      fixtures.push(...fixtureRows(id, planned[i]));
    });
    // The box trigger keeps free_box_count up to date.
    await insertRows(tx, box, boxes);
    await insertRows(tx, floorPlanFixture, fixtures);
    await insertRows(
      tx,
      warehouseText,
      demoWarehouses.flatMap((d, i) => demoTextRows(ids[i], d)),
    );
    await insertRows(
      tx,
      warehousePhoto,
      demoWarehouses.flatMap((d, i) => demoPhotoRows(ids[i], d.branchCode)),
    );
    return { seeded: true };
  });
}

function planDemoWarehouse(d: DemoWarehouse): PlannedWarehouse {
  const rng = createRandom(hashString(d.branchCode));
  const full = d.special === 'full';
  return planWarehouse(
    rng,
    {
      country: d.country,
      count: d.boxes,
      heightCm: d.heightCm,
      priceFactor: d.priceFactor,
      rentedShare: full ? 1 : d.rented,
      inactiveShare: full ? 0 : 0.04,
      offersExtraInsurance: d.extraInsurance ?? false,
    },
    { floors: d.floors ?? 1, office: d.office ?? false },
  );
}

function demoWarehouseRow(id: number, d: DemoWarehouse, planned: PlannedWarehouse, today: Date): WarehouseInsert {
  const features = featureColumns(d.features);
  return {
    id,
    name: d.name,
    country: d.country,
    branchCode: d.branchCode,
    street: d.street,
    streetNumber: d.streetNumber,
    city: d.city,
    zip: d.zip,
    lat: d.lat,
    lng: d.lng,
    ...features,
    lockVersion: d.lockVersion ?? 'V2',
    contactPhone: callCentrePhone[d.country],
    deactivated: d.special === 'deactivated',
    availableFrom: d.special === 'upcoming' ? isoDatePlusDays(today, UPCOMING_OPENING_IN_DAYS) : null,
    planWidth: planned.layout.width,
    planHeight: planned.layout.height,
  };
}

/** One text row per language: the description, the address note and the opening hours in it. */
export function demoTextRows(warehouseId: number, d: DemoWarehouse): (typeof warehouseText.$inferInsert)[] {
  const texts = demoTexts[d.branchCode];
  if (!texts) throw new Error(`demo warehouse ${d.branchCode} has no texts`);
  const hours =
    texts.openingHours ?? openingHoursTexts[featureColumns(d.features).nonstopEntry ? 'nonstop' : 'daytime'];
  return (Object.keys(texts.description) as Language[]).map((language) => ({
    warehouseId,
    language,
    description: texts.description[language],
    openingHours: hours[language],
    addressNote: texts.addressNote?.[language] ?? null,
  }));
}
