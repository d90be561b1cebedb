import type { z } from 'zod';
import type {
  CountryHolidays,
  EditorPhotos,
  NewWarehouse,
  PhotoArrangement,
  PhotoUpload,
  WarehouseUpdate,
  WarehouseEditor,
} from '@contract/admin/warehouses';
import type { OperatingCountry } from '@contract/countries';
import type { MyListEffects } from '@machines/myList/provider';
import type { Place } from '@contract/places';
import { api } from '@shared/api/client';
import { bodyOf } from '@shared/api/apiFailure';
import { adminApi, type AdminApi } from '../adminApi';

export type Holiday = z.infer<typeof CountryHolidays>['holidays'][number];
export type Photos = z.infer<typeof EditorPhotos>['photos'];

/** What the warehouse editor sends; each call answers the warehouse (or its photos) as it is after it. */
export interface WarehouseActions {
  get: (id: number) => Promise<WarehouseEditor>;
  holidays: (country: OperatingCountry) => Promise<Holiday[]>;
  create: (body: NewWarehouse) => Promise<WarehouseEditor>;
  update: (id: number, body: WarehouseUpdate) => Promise<WarehouseEditor>;
  uploadPhoto: (id: number, body: z.infer<typeof PhotoUpload>) => Promise<Photos>;
  arrangePhotos: (id: number, body: z.infer<typeof PhotoArrangement>) => Promise<Photos>;
  setDeactivated: (id: number, deactivated: boolean, reason: string) => Promise<WarehouseEditor>;
  /** Towns of the gazetteer (and warehouses) by name: where a new warehouse's pin starts. */
  findPlaces: (query: string, signal: AbortSignal) => Promise<Place[]>;
}

export const warehouseActions = (admin: AdminApi = adminApi): WarehouseActions => ({
  get: async (id) => bodyOf(await admin.warehouses.get({ params: { warehouseId: id } }), 200),
  holidays: async (country) => bodyOf(await admin.warehouses.holidays({ query: { country } }), 200).holidays,
  create: async (body) => bodyOf(await admin.warehouses.create({ body }), 201),
  update: async (id, body) => bodyOf(await admin.warehouses.update({ params: { warehouseId: id }, body }), 200),
  uploadPhoto: async (id, body) =>
    bodyOf(await admin.warehouses.uploadPhoto({ params: { warehouseId: id }, body }), 201).photos,
  arrangePhotos: async (id, body) =>
    bodyOf(await admin.warehouses.arrangePhotos({ params: { warehouseId: id }, body }), 200).photos,
  setDeactivated: async (id, deactivated, reason) =>
    bodyOf(await admin.warehouses.setDeactivated({ params: { warehouseId: id }, body: { deactivated, reason } }), 200),
  findPlaces: async (query, signal) =>
    bodyOf(await api.places.search({ query: { q: query.trim(), limit: 8 }, fetchOptions: { signal } }), 200),
});

/** The editor's one warehouse, through the list machine (a list of one: loading, failed, loaded, reload). */
export const editorLoad = (actions: WarehouseActions, id: number): MyListEffects<WarehouseEditor> => ({
  load: async () => [await actions.get(id)],
});

/** The country's public holidays of the next twelve months, read again when the country changes. */
export const holidaysLoad = (actions: WarehouseActions): MyListEffects<Holiday> => ({
  load: async (country) => actions.holidays(country as OperatingCountry),
});
