/** The details an e-mail's words may depend on: who is greeted, where its button leads, what was rented. */
export interface MailParams {
  /** First name for the greeting; null greets without a name. */
  name: string | null;
  /** Where the button leads; templates without a button ignore it. */
  link?: string;
  /** order-confirmed: what was rented, formatted in the recipient's language. */
  order?: {
    contractNumber: string;
    boxName: string;
    warehouse: string;
    address: string;
    rentStart: string;
    lockCode: string;
    /** Entrance keypad code (V1 warehouses); null with smart locks. */
    accessCode: string | null;
    invoiceNumber: string;
    amount: string;
    /** The card payment provider of the contract's country (`cardProviderOf`), as the order summary named it. */
    paymentProvider: string;
  };
  /** order-refunded: the box a late payment was for and its amount, formatted in the recipient's language. */
  refund?: {
    boxName: string;
    warehouse: string;
    amount: string;
  };
  /** free-box: the warehouse's name. */
  warehouseName?: string;
  /** termination-confirmed: the contract given notice of and its last day, formatted in the recipient's language. */
  termination?: {
    contractNumber: string;
    boxName: string;
    warehouse: string;
    lastDay: string;
    /**
     * termination-confirmed: the paid days the customer gives up, from the day after the last day to
     * the paid-through day (formatted); null or absent when the last day uses all paid rent.
     */
    forfeited?: { from: string; to: string } | null;
  };
  /**
   * The billing e-mails (payment-announced, rent-paid, rent-payment-failed, rent-overdue): one rent of
   * a contract, every value already formatted in the recipient's language.
   */
  rent?: {
    contractNumber: string;
    boxName: string;
    warehouse: string;
    /** Total with VAT and currency, e.g. "49,00 €". */
    amount: string;
    periodFrom: string;
    periodTo: string;
    /** The day the card is charged (payment-announced) or the rent was due (the others). */
    day: string;
    /** rent-paid: the invoice number. */
    invoiceNumber?: string;
  };
  /** rent-overdue: which reminder this is and what comes next. */
  overdue?: {
    /** 1 for the first reminder, 2 for the second … */
    step: number;
    daysOverdue: number;
    /** The day from which the box's locks stop opening while the rent is unpaid (formatted), or null when that day has passed. */
    accessBlockedFrom: string | null;
    /** True when access is already blocked. */
    accessBlocked: boolean;
  };
  /** contract-ending: days until the last day (termination.lastDay) and whether the box was confirmed empty. */
  ending?: {
    daysLeft: number;
    evictionConfirmed: boolean;
  };
  /** box-shared: who shared which box with the recipient, every value already formatted. */
  boxShare?: {
    sharedBy: string;
    boxName: string;
    warehouse: string;
    address: string;
  };
  /** unlock-token-granted: who gave access, to what and when, every value already formatted in the recipient's language. */
  unlockGrant?: {
    grantedBy: string;
    warehouse: string;
    address: string;
    /** The box the link opens too; null for an operator's warehouse grant. */
    boxName: string | null;
    /** Start and end of the window in the warehouse's local time. */
    validFrom: string;
    validTo: string;
  };
}
