import { currencyOfCountry, type OperatingCountry } from '@contract/countries';
import type { WarehouseSummary } from '@contract/entities';
import type { warehouse } from '../db/schema';

/** A warehouse's address note and opening hours in one language (see texts.ts). */
export type SummaryTexts = Pick<WarehouseSummary, 'addressNote' | 'openingHours'>;

/**
 * The part of a warehouse repeated inside offers and contracts. Its texts are per language, so the
 * caller passes them when it answers in a language; without them both are null.
 */
export function warehouseSummaryOf(
  w: typeof warehouse.$inferSelect,
  texts: SummaryTexts = { addressNote: null, openingHours: null },
): WarehouseSummary {
  const country = w.country as OperatingCountry;
  return {
    id: w.id,
    name: w.name,
    country,
    branchCode: w.branchCode,
    address: { street: w.street, number: w.streetNumber, city: w.city, zip: w.zip, countryCode: country },
    addressNote: texts.addressNote,
    location: { lat: w.lat, lng: w.lng },
    currency: currencyOfCountry[country],
    lockVersion: w.lockVersion === 'V1' ? 'V1' : 'V2',
    openingHours: texts.openingHours,
  };
}
