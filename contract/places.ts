import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { OperatingCountry } from './countries';
import { withErrors } from './errors';
import { placeQueryLength } from './placeQuery';
import { Id, LatLng, PageLimit } from './primitives';

const c = initContract();

export { placeQueryLength } from './placeQuery';

export const PlaceQuery = z.object({
  /** The start of a town's name, a warehouse's name or its street; case and diacritics do not matter. */
  q: z.string().trim().min(placeQueryLength.min).max(placeQueryLength.max),
  limit: PageLimit(20, 8),
});

/**
 * A place to search around. A town comes from the bundled gazetteer, named in the page's language
 * where that language has its own name for it (Prague, Praga, Prága); a warehouse matched by its
 * name or street carries its id and its address as `detail`.
 */
export const Place = z.object({
  kind: z.enum(['town', 'warehouse']),
  name: z.string(),
  /** The warehouse's street address; null for a town. */
  detail: z.string().nullable(),
  country: OperatingCountry,
  location: LatLng,
  /** Inhabitants of a town; null for a warehouse. */
  population: z.number().int().nonnegative().nullable(),
  warehouseId: Id.nullable(),
});
export type Place = z.infer<typeof Place>;

export const placesContract = c.router(
  {
    search: {
      method: 'GET',
      path: '/api/client/places',
      query: PlaceQuery,
      responses: withErrors({ 200: z.array(Place) }),
      summary:
        'Towns of the five countries (largest first) and warehouses whose name or street starts with the query, named in the Accept-Language of the request',
    },
  },
  { strictStatusCodes: true },
);
