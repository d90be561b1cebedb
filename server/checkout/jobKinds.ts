/** The queued jobs of checkout (server/jobs/queue.ts), keyed by order id and payment id. */
export const FULFIL_ORDER_JOB = 'fulfil-order';
export const REFUND_PAYMENT_JOB = 'refund-payment';
