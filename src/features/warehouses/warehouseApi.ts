import { initClient } from '@ts-rest/core';
import { placesContract } from '@contract/places';
import { warehouseContract } from '@contract/warehouse';
import { clientArgs } from '@shared/api/clientArgs';

/**
 * The warehouse and place-search calls only, with the app's fetcher (session id, token, 401 handling). The search and
 * detail screens use this instead of the whole contract's client, so their first paint does not
 * wait for the schemas of orders, contracts and the rest (as the shell does with shellClient).
 */
export const warehouseApi = initClient({ warehouse: warehouseContract, places: placesContract }, clientArgs);

export type WarehouseApi = typeof warehouseApi;
