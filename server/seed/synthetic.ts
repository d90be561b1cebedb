import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { box, floorPlanFixture, warehouse, warehouseText } from '../db/schema';
import { languageOfCountry } from '../http/language';
import { openingHoursTexts } from './demoTexts';
import { addressNotes, cities, countryBounds, streetNames, type City } from './cities';
import { createRandom, type Random } from './random';
import {
  allocateIds,
  boxRows,
  callCentrePhone,
  featureColumns,
  fixtureRows,
  insertRows,
  isoDatePlusDays,
  planWarehouse,
  randomFeatures,
  recountFreeBoxes,
  rowsOf,
  type BoxInsert,
  type FixtureInsert,
  type PlannedWarehouse,
  type WarehouseInsert,
} from './rows';

export interface SyntheticOptions {
  warehouses: number;
  boxesPerWarehouse: number;
  /** PRNG seed; the same seed gives the same network. */
  seed?: number;
  /** Reference date for not-yet-open warehouses. */
  today?: Date;
}

export interface SyntheticCounts {
  warehouses: number;
  boxes: number;
  fixtures: number;
}

/** Warehouses generated and inserted per round: bounds memory and keeps statements small. */
const CHUNK = 1000;
/** Rows per INSERT; each statement has one array parameter per column whatever its row count. */
const BATCH = 10_000;

/**
 * Seeds a large deterministic network for benchmarks: warehouses clustered around real city centres
 * of the five countries (denser in bigger cities, ~10 % scattered in the countryside), each with
 * exactly `boxesPerWarehouse` boxes (~40 % rented) on a floor plan. Appends to whatever is there,
 * in one transaction. Prints nothing.
 */
export async function seedSyntheticNetwork(db: Db, opts: SyntheticOptions): Promise<SyntheticCounts> {
  const rng = createRandom(opts.seed ?? 20_240_601);
  const today = opts.today ?? new Date();
  const perCity = new Map<string, number>();
  const counts: SyntheticCounts = { warehouses: 0, boxes: 0, fixtures: 0 };

  await db.transaction(async (tx) => {
    // As superuser (PGlite, a local benchmark database) switch triggers off for this transaction
    // and recount free boxes once per chunk: the per-row free-count trigger would double the seeding
    // time. This also skips foreign-key checks, which is safe as every id comes from the sequences.
    // Without superuser rights the triggers stay on (slower, same result).
    const [{ superuser }] = rowsOf<{ superuser: string }>(
      await tx.execute(sql`select current_setting('is_superuser') as superuser`),
    );
    if (superuser === 'on') await tx.execute(sql`set local session_replication_role = replica`);

    for (let start = 0; start < opts.warehouses; start += CHUNK) {
      const n = Math.min(CHUNK, opts.warehouses - start);
      const ids = await allocateIds(tx, warehouse, n);
      const planned: PlannedWarehouse[] = [];
      const rows: WarehouseInsert[] = [];
      const texts: TextInsert[] = [];
      for (let i = 0; i < n; i++) {
        const city = rng.weighted(cities, (c) => c.populationK);
        // Numbered from 101 so synthetic branch codes never collide with the demo's (BA1, PRG2…).
        const number = (perCity.get(city.code) ?? 100) + 1;
        perCity.set(city.code, number);
        const { row, plan, text } = syntheticWarehouse(ids[i], rng, city, number, opts.boxesPerWarehouse, today);
        rows.push(row);
        texts.push(...text);
        planned.push(plan);
      }
      await insertRows(tx, warehouse, rows, BATCH);
      await insertRows(tx, warehouseText, texts, BATCH);

      const boxes: BoxInsert[] = [];
      const fixtures: FixtureInsert[] = [];
      ids.forEach((id, i) => {
        for (const r of boxRows(id, planned[i])) boxes.push(r);
        for (const r of fixtureRows(id, planned[i])) fixtures.push(r);
      });
      await insertRows(tx, box, boxes, BATCH);
      await insertRows(tx, floorPlanFixture, fixtures, BATCH);
      await recountFreeBoxes(tx, ids);
      counts.warehouses += ids.length;
      counts.boxes += boxes.length;
      counts.fixtures += fixtures.length;
    }
    if (superuser === 'on') await tx.execute(sql`set local session_replication_role = origin`);
  });
  return counts;
}

function syntheticWarehouse(
  id: number,
  rng: Random,
  city: City,
  number: number,
  boxCount: number,
  today: Date,
): { row: WarehouseInsert; plan: PlannedWarehouse; text: TextInsert[] } {
  const rural = rng.chance(0.1);
  // Spread grows with the city: ~5 km around Bratislava, ~7.5 km around Warsaw; 30 km in the country.
  const sigmaKm = rural ? 30 : 2 + 4 * Math.sqrt(city.populationK / 1000);
  const bounds = countryBounds[city.country];
  const lat = clamp(city.lat + (rng.gaussian() * sigmaKm) / 111.32, bounds.minLat, bounds.maxLat);
  const lng = clamp(
    city.lng + (rng.gaussian() * sigmaKm) / (111.32 * Math.cos((city.lat * Math.PI) / 180)),
    bounds.minLng,
    bounds.maxLng,
  );

  const features = featureColumns(randomFeatures(rng));
  const priceFactor = (city.capital ? 1 : rural ? 0.75 : 0.85) * (0.95 + rng.next() * 0.13);
  const floors = rng.chance(0.15) ? 2 : 1;
  const plan = planWarehouse(
    rng,
    {
      country: city.country,
      count: boxCount,
      heightCm: rng.pick([220, 240, 250, 260, 280, 300]),
      priceFactor,
      rentedShare: 0.2 + rng.next() * 0.4,
      inactiveShare: 0.03,
      offersExtraInsurance: rng.chance(0.4),
    },
    { floors, office: rng.chance(0.4) },
  );
  const place = rural ? `${city.name} (okolie)` : city.name;
  const row: WarehouseInsert = {
    id,
    name: `${place} ${number}`,
    country: city.country,
    branchCode: `${city.code}${number}`,
    street: rng.pick(streetNames[city.country]),
    streetNumber: String(rng.int(1, 250)),
    city: city.name,
    zip: city.zip,
    lat,
    lng,
    ...features,
    lockVersion: rng.chance(0.2) ? 'V1' : 'V2',
    contactPhone: callCentrePhone[city.country],
    deactivated: rng.chance(0.02),
    availableFrom: rng.chance(0.02) ? isoDatePlusDays(today, rng.int(7, 90)) : null,
    planWidth: plan.layout.width,
    planHeight: plan.layout.height,
  };
  // Two text rows: English (description, hours) and the country's language (hours, maybe a note);
  // other languages fall back to these.
  const hours = openingHoursTexts[features.nonstopEntry ? 'nonstop' : 'daytime'];
  const local = languageOfCountry[city.country];
  const text: TextInsert[] = [
    {
      warehouseId: id,
      language: 'EN',
      description: `Self-storage ${rural ? 'near' : 'in'} ${city.name} with ${boxCount} boxes${floors > 1 ? ' on two floors' : ''}.`,
      openingHours: hours.EN,
      addressNote: null,
    },
    {
      warehouseId: id,
      language: local,
      description: null,
      openingHours: hours[local],
      addressNote: rng.chance(0.25) ? rng.pick(addressNotes[city.country]) : null,
    },
  ];
  return { row, plan, text };
}

type TextInsert = typeof warehouseText.$inferInsert;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
