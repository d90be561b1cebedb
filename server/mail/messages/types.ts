import type { MailParams } from '../params';

/**
 * The words of one e-mail: subject, paragraphs, an optional button and a closing paragraph. Subject
 * and paragraphs may depend on the message's details (contract number, lock code, warehouse).
 */
export interface MailText {
  subject: string | ((p: MailParams) => string);
  lines: string[] | ((p: MailParams) => string[]);
  /** Label of the button that opens the e-mail's link. */
  action?: string;
  after?: string;
}

/** Every account e-mail in one language. Written by people for each language, not machine-filled. */
export interface MailTexts {
  greeting: (name: string | null) => string;
  signature: string;
  /** Shown above the link written out in full, for mail programs that block buttons. */
  linkHint: string;
  verifyEmail: MailText;
  passwordReset: MailText;
  passwordChanged: MailText;
  accountRemoved: MailText;
  /** Account created automatically by an order without login: set a password. */
  setPassword: MailText;
  /** Paid order: contract active, lock code, agreement and invoice attached. */
  orderConfirmed: MailText;
  /** A payment that arrived after its order was cancelled or its hold ran out, and could not be used: refunded in full. */
  orderRefunded: MailText;
  /** A box became free in a warehouse the recipient asked about. */
  freeBox: MailText;
  /** A termination request was received: the last day of the rent and what to do by then. */
  terminationConfirmed: MailText;
  /** A card charge coming up: the amount, the day and the period it pays (NOTIFY_PAYMENTS_TO_BE_ANNOUNCED). */
  paymentAnnounced: MailText;
  /** A later period was charged to the stored card: amount, period, invoice in My rents. */
  rentPaid: MailText;
  /** The stored card was declined for a period: pay it in My rents, what happens if it stays unpaid. */
  rentPaymentFailed: MailText;
  /** A rent is still unpaid some days after its due day: reminder step, and what happens next (NOTIFY_RENTS_WITH_PAYMENT_OVERDUE). */
  rentOverdue: MailText;
  /** A contract's last day is near: empty and clean the box, confirm it in My contracts (NOTIFY_CONTRACTS_BEFORE_TERMINATION). */
  contractEnding: MailText;
  /** The owner of a box shared it with the recipient's account: who, which box, where to open it. */
  boxShared: MailText;
  /** Access without an account: who sent it, the warehouse (and box), the time window, the link that opens the locks. */
  unlockTokenGranted: MailText;
}
