/** The one thing a view asks: "show me warehouses around my location". */
export type GeolocationEvent = { type: 'locate' };

/** What a failed position request rejects with: the `code` of GeolocationPositionError (1, 2 or 3). */
export interface PositionError {
  code: number;
}

export const isPermissionDenied = (error: unknown): boolean => (error as PositionError | null)?.code === 1;
