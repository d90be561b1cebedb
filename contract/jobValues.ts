/**
 * The scheduled jobs an operator can run and the states of a run, as plain values (the schemas:
 * contract/enums.ts). Apart from contract/enumValues.ts, which the browser's pages share: no page
 * shows them.
 */
export const adminJobs = [
  'PAYMENT_PROCESSING',
  'CANCEL_CONTRACTS',
  'NOTIFY_RENTS_WITH_PAYMENT_OVERDUE',
  'NOTIFY_PAYMENTS_TO_BE_ANNOUNCED',
  'NOTIFY_CONTRACTS_BEFORE_TERMINATION',
] as const;
export const jobRunStatuses = ['IN_PROGRESS', 'FINISHED', 'FAILED'] as const;
