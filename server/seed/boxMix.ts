import type { OperatingCountry } from '@contract/countries';
import type { BoxSize } from '@contract/enums';
import type { Random } from './random';
import { sizeClassOfArea } from '@contract/boxSizes';

/**
 * Box sizes, monthly prices and insurance offers shared by the demo and the synthetic seed.
 * Prices are the monthly rent WITH VAT in minor units (×100 for every currency, HUF included).
 */

export interface BoxFootprint {
  widthCm: number;
  lengthCm: number;
}

/** Door-width × depth sizes a real self-storage hall is built from, per size class. */
export const boxCatalogue: Record<BoxSize, readonly BoxFootprint[]> = {
  XS: [
    { widthCm: 100, lengthCm: 100 },
    { widthCm: 80, lengthCm: 120 },
    { widthCm: 100, lengthCm: 80 },
  ],
  SMALL: [
    { widthCm: 150, lengthCm: 150 },
    { widthCm: 100, lengthCm: 250 },
    { widthCm: 120, lengthCm: 150 },
    { widthCm: 150, lengthCm: 200 },
  ],
  MEDIUM: [
    { widthCm: 200, lengthCm: 200 },
    { widthCm: 200, lengthCm: 250 },
    { widthCm: 150, lengthCm: 300 },
    { widthCm: 200, lengthCm: 300 },
  ],
  LARGE: [
    { widthCm: 300, lengthCm: 300 },
    { widthCm: 250, lengthCm: 300 },
    { widthCm: 300, lengthCm: 400 },
    { widthCm: 300, lengthCm: 350 },
  ],
};

export const sizeClasses: readonly BoxSize[] = ['XS', 'SMALL', 'MEDIUM', 'LARGE'];

export function areaM2(box: BoxFootprint): number {
  return (box.widthCm * box.lengthCm) / 10_000;
}

interface CountryPricing {
  /** Monthly price with VAT of 1 m² in a capital city, in major units. */
  perM2: number;
  /** Prices end just below a multiple of `step` (29 €, 749 Kč, 9 900 Ft). */
  step: number;
  ending: number;
  /** Optional extra insurance: coverage amounts and monthly prices, major units. */
  insurance: { coverage: number; price: number; largeCoverage: number; largePrice: number };
}

const pricing: Record<OperatingCountry, CountryPricing> = {
  SVK: {
    perM2: 30,
    step: 10,
    ending: 1,
    insurance: { coverage: 2_000, price: 5, largeCoverage: 5_000, largePrice: 10 },
  },
  CZE: {
    perM2: 720,
    step: 50,
    ending: 1,
    insurance: { coverage: 50_000, price: 119, largeCoverage: 125_000, largePrice: 249 },
  },
  POL: {
    perM2: 125,
    step: 10,
    ending: 1,
    insurance: { coverage: 8_000, price: 19, largeCoverage: 20_000, largePrice: 39 },
  },
  HUN: {
    perM2: 9_600,
    step: 1_000,
    ending: 100,
    insurance: { coverage: 800_000, price: 1_990, largeCoverage: 2_000_000, largePrice: 3_990 },
  },
  ROU: {
    perM2: 145,
    step: 10,
    ending: 1,
    insurance: { coverage: 10_000, price: 25, largeCoverage: 25_000, largePrice: 49 },
  },
};

/**
 * Monthly rent with VAT in minor units. Price per m² falls with size (area^0.83), lockers up to 1 m²
 * cost the 1 m² price, and `factor` scales by location (1 in capitals, ~0.85 in regional cities).
 */
export function monthlyPriceMinor(country: OperatingCountry, area: number, factor = 1): number {
  const p = pricing[country];
  const raw = Math.max(p.perM2 * area ** 0.83 * factor, p.perM2);
  const rounded = Math.max(1, Math.round(raw / p.step)) * p.step - p.ending;
  return rounded * 100;
}

/** Insurance of a box: coverage 0 means basic insurance included and no extra offer (price null). */
export function insuranceOf(
  country: OperatingCountry,
  size: BoxSize,
  offersExtra: boolean,
): { insuranceCoverageMinor: number; insurancePriceMinor: number | null } {
  if (!offersExtra || size === 'XS' || size === 'SMALL')
    return { insuranceCoverageMinor: 0, insurancePriceMinor: null };
  const i = pricing[country].insurance;
  return size === 'LARGE'
    ? { insuranceCoverageMinor: i.largeCoverage * 100, insurancePriceMinor: i.largePrice * 100 }
    : { insuranceCoverageMinor: i.coverage * 100, insurancePriceMinor: i.price * 100 };
}

export type Occupancy = 'FREE' | 'RENTED';

export interface GeneratedBox extends BoxFootprint {
  heightCm: number;
  sizeClass: BoxSize;
  priceMinor: number;
  insuranceCoverageMinor: number;
  insurancePriceMinor: number | null;
  active: boolean;
  occupancy: Occupancy;
}

export interface BoxMixOptions {
  country: OperatingCountry;
  count: number;
  /** Clear height of the hall; boxes are 220–300 cm high. */
  heightCm: number;
  priceFactor: number;
  /** Share of boxes rented, 0..1. */
  rentedShare: number;
  /** Share of boxes out of service (inactive), 0..1. */
  inactiveShare: number;
  offersExtraInsurance: boolean;
  /** Relative frequency of each size class; XS lockers and small boxes are the most common. */
  weights?: Record<BoxSize, number>;
}

const defaultWeights: Record<BoxSize, number> = { XS: 3, SMALL: 4, MEDIUM: 3, LARGE: 2 };

/**
 * Generates `count` boxes: one of each size class first (when count ≥ 4), then a weighted mix.
 * Exactly round(count × rentedShare) active boxes are rented, chosen at random.
 */
export function generateBoxes(rng: Random, opts: BoxMixOptions): GeneratedBox[] {
  const weights = opts.weights ?? defaultWeights;
  const sizes: BoxSize[] = [];
  if (opts.count >= sizeClasses.length) sizes.push(...sizeClasses.filter((s) => weights[s] > 0));
  while (sizes.length < opts.count) sizes.push(rng.weighted(sizeClasses, (s) => weights[s]));

  const boxes: GeneratedBox[] = sizes.map((sizeClass) => {
    const footprint = rng.pick(boxCatalogue[sizeClass]);
    const area = areaM2(footprint);
    // Lockers are stacked; walk-in boxes reach the ceiling of the hall.
    const heightCm = sizeClass === 'XS' ? Math.min(opts.heightCm, 220) : opts.heightCm;
    return {
      ...footprint,
      heightCm,
      sizeClass: sizeClassOfArea(area),
      priceMinor: monthlyPriceMinor(opts.country, area, opts.priceFactor),
      ...insuranceOf(opts.country, sizeClass, opts.offersExtraInsurance),
      active: !rng.chance(opts.inactiveShare),
      occupancy: 'FREE',
    };
  });

  const active = boxes.filter((b) => b.active);
  const toRent = Math.min(active.length, Math.round(opts.count * opts.rentedShare));
  // Partial Fisher–Yates: rent a random subset of the active boxes.
  for (let i = 0; i < toRent; i++) {
    const j = i + Math.floor(rng.next() * (active.length - i));
    [active[i], active[j]] = [active[j], active[i]];
    active[i].occupancy = 'RENTED';
  }
  return boxes;
}
