import { currencyOfCountry, type OperatingCountry } from '@contract/countries';
import type { Warehouse } from '@contract/warehouse';

/** A warehouse row as the search SQL returns it (snake_case, as both drivers deliver it). */
export interface WarehouseRow {
  id: number;
  name: string;
  country: string;
  branch_code: string;
  street: string;
  street_number: string;
  city: string;
  zip: string;
  address_note: string | null;
  lat: number;
  lng: number;
  barrier_free_entrance: boolean;
  nonstop_entry: boolean;
  heating: boolean;
  parking: boolean;
  smart: boolean;
  video_monitoring: boolean;
  first_month_free: boolean;
  starter_package: boolean;
  accessible_by_car: boolean;
  deactivated: boolean;
  free_box_count: number;
  available_from: string | null;
  price_from: number | null;
  distance?: number | null;
}

export function toWarehouse(row: WarehouseRow): Warehouse {
  const country = row.country as OperatingCountry;
  const currency = currencyOfCountry[country];
  // A deactivated warehouse takes no orders, so none of its boxes counts as free.
  const freeBoxCount = row.deactivated ? 0 : Number(row.free_box_count);
  const priceFrom = freeBoxCount > 0 && row.price_from !== null ? { minor: Number(row.price_from), currency } : null;
  return {
    id: Number(row.id),
    name: row.name,
    country,
    branchCode: row.branch_code,
    address: { street: row.street, number: row.street_number, city: row.city, zip: row.zip, countryCode: country },
    addressNote: row.address_note,
    location: { lat: Number(row.lat), lng: Number(row.lng) },
    features: {
      barrierFreeEntrance: row.barrier_free_entrance,
      nonstopEntry: row.nonstop_entry,
      heating: row.heating,
      parking: row.parking,
      smart: row.smart,
      videoMonitoring: row.video_monitoring,
      firstMonthFree: row.first_month_free,
      starterPackage: row.starter_package,
    },
    accessibility: { car: row.accessible_by_car },
    currency,
    freeBoxCount,
    hasFreeBoxes: freeBoxCount > 0,
    priceFrom,
    distance: row.distance === undefined || row.distance === null ? null : Math.round(Number(row.distance)),
    deactivation: { deactivated: row.deactivated },
    unavailable: row.available_from ? { availableFrom: row.available_from } : null,
  };
}
