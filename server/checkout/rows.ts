import type { clientOrder, payment } from '../db/schema';

/** An order as stored: its price snapshot, the held box and where its status stands. */
export type OrderRow = typeof clientOrder.$inferSelect;

/** Our record of one payment attempt at a provider; an order's latest one is the attempt in progress. */
export type PaymentRow = typeof payment.$inferSelect;
