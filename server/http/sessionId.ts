/** Every SPA request carries its 6-character session id in this header (the SPA keeps it under `uss.id`). */
export const SESSION_ID_HEADER = 'uss.id';
