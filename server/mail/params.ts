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
  /** free-box: the warehouse's name. */
  warehouseName?: string;
  /** termination-confirmed: the contract given notice of and its last day, formatted in the recipient's language. */
  termination?: {
    contractNumber: string;
    boxName: string;
    warehouse: string;
    lastDay: string;
  };
}
