import type { contract } from '@contract/index';
import type { AppContext } from '../config/context';
import { languageOfRequest } from '../http/language';
import type { ApiRoutes } from '../http/registerApi';
import { searchPlaces } from './search';

type Impl = ApiRoutes<typeof contract.places>;

/** The place search of /boxes: towns from the bundled gazetteer and warehouses by name or street. */
export const placesRoutes = ({ db }: AppContext): Impl => ({
  search: async ({ query, request }) => ({
    status: 200,
    body: await searchPlaces(db, query, languageOfRequest(request)),
  }),
});
