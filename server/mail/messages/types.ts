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
  /** A box became free in a warehouse the recipient asked about. */
  freeBox: MailText;
  /** A termination request was received: the last day of the rent and what to do by then. */
  terminationConfirmed: MailText;
}
