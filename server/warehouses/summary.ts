import { currencyOfCountry, type OperatingCountry } from '../../contract/countries';
import type { WarehouseSummary } from '../../contract/entities';
import type { warehouse } from '../db/schema';

/** The part of a warehouse repeated inside offers and contracts. */
export function warehouseSummaryOf(w: typeof warehouse.$inferSelect): WarehouseSummary {
  const country = w.country as OperatingCountry;
  return {
    id: w.id,
    name: w.name,
    country,
    branchCode: w.branchCode,
    address: { street: w.street, number: w.streetNumber, city: w.city, zip: w.zip, countryCode: country },
    addressNote: w.addressNote,
    location: { lat: w.lat, lng: w.lng },
    currency: currencyOfCountry[country],
    lockVersion: w.lockVersion === 'V1' ? 'V1' : 'V2',
    openingHours: w.openingHours,
  };
}
