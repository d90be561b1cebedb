/**
 * Route metadata read by the server (ts-rest `metadata`). `auth: 'bearer'` means the call needs a
 * signed-in client's bearer token: without a valid one the server answers 401 (which the app treats
 * as "logged out"). Routes without metadata are public.
 */
export type RouteMeta = { auth?: 'bearer' };

export const bearer = { auth: 'bearer' } as const satisfies RouteMeta;
