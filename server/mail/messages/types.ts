/** The words of one e-mail: subject, paragraphs, an optional button and a closing paragraph. */
export interface MailText {
  subject: string;
  lines: string[];
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
}
