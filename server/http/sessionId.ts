/** Every SPA request carries its 6-character session id (spec section 7, stored under `uss.id`). */
export const SESSION_ID_HEADER = 'uss.id';
