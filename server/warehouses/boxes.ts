import { asc, eq } from 'drizzle-orm';
import { currencyOfCountry, vatPercentOfCountry, type OperatingCountry } from '@contract/countries';
import type { BoxSize } from '@contract/enums';
import { areaM2OfCm, sizeClassOfArea } from '@contract/boxSizes';
import { sizeClassBounds, type Box, type WarehouseDetail } from '@contract/warehouse';
import type { Db } from '../db/client';
import { box } from '../db/schema';
import { netFromGross } from '../pricing/vat';

export type BoxRow = typeof box.$inferSelect;

/** Size class of a floor area in m² (the one rule, contract/enumValues.ts). */
export const sizeClassOf = sizeClassOfArea;

export const boxAreaM2 = (row: Pick<BoxRow, 'widthCm' | 'lengthCm'>) => areaM2OfCm(row.widthCm, row.lengthCm);
export const isFree = (row: Pick<BoxRow, 'active' | 'occupancy'>) => row.active && row.occupancy === 'FREE';

export function loadBoxes(db: Db, warehouseId: number): Promise<BoxRow[]> {
  return db.select().from(box).where(eq(box.warehouseId, warehouseId)).orderBy(asc(box.floor), asc(box.name));
}

export function toBox(row: BoxRow, country: OperatingCountry, rentStart: string): Box {
  const currency = currencyOfCountry[country];
  const vatPercent = vatPercentOfCountry[country];
  const area = boxAreaM2(row);
  return {
    id: row.id,
    warehouseId: row.warehouseId,
    name: row.name,
    sizeClass: sizeClassOf(area),
    area,
    width: row.widthCm / 100,
    length: row.lengthCm / 100,
    height: row.heightCm / 100,
    floor: row.floor,
    pricePerMonth: { minor: row.priceMinor, currency },
    pricePerMonthWithoutVat: { minor: netFromGross(row.priceMinor, vatPercent, currency), currency },
    vatPercent,
    insuranceCoverage: { minor: row.insuranceCoverageMinor, currency },
    insurancePricePerMonth: row.insurancePriceMinor === null ? null : { minor: row.insurancePriceMinor, currency },
    active: row.active,
    free: isFree(row),
    rentStart,
  };
}

/** Per size class: boxes in use (active), free ones and the cheapest free price. */
export function sizeSummary(boxes: Box[], deactivated: boolean): WarehouseDetail['sizes'] {
  return (Object.keys(sizeClassBounds) as BoxSize[]).flatMap((sizeClass) => {
    const inClass = boxes.filter((b) => b.sizeClass === sizeClass && b.active);
    if (inClass.length === 0) return [];
    const free = deactivated ? [] : inClass.filter((b) => b.free);
    const cheapest = free.reduce<Box | null>(
      (min, b) => (!min || b.pricePerMonth.minor < min.pricePerMonth.minor ? b : min),
      null,
    );
    return [
      {
        sizeClass,
        ...sizeClassBounds[sizeClass],
        activeBoxes: inClass.length,
        freeBoxes: free.length,
        priceFrom: cheapest?.pricePerMonth ?? null,
      },
    ];
  });
}
