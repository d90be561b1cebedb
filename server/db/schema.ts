/**
 * The database schema, one file per capability under tables/. Drizzle (and drizzle-kit, which reads
 * this file) sees every table through these re-exports.
 */
export * from './tables/warehouses';
export * from './tables/ops';
export * from './tables/accounts';
export * from './tables/rentals';
export * from './tables/mail';
export * from './tables/orders';
export * from './tables/payments';
export * from './tables/jobs';
export * from './tables/locks';
export * from './tables/customerExtras';
export * from './tables/chat';
export * from './tables/staff';
export * from './tables/floorsAndPrices';
