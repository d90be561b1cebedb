/** Words of the invoice and the rental agreement PDFs, and of the priced order lines, in one language. */
export interface DocumentTexts {
  /**
   * The language's locale tag; always `formatLocales` of `contract/format.ts` for this language (checked by
   * `pdf.test.ts`), which decides how numbers, money and dates are written in the app and here alike.
   */
  locale: string;
  lines: {
    rent: (box: string, months: number) => string;
    insurance: (months: number) => string;
    firstMonthFree: string;
    /** The discount for paying a longer invoicing period (3, 6 or 12 months) at once. */
    periodDiscount: string;
    voucher: (code: string) => string;
    /** A rent's discount paid from the referral reward account. */
    referral: string;
  };
  invoice: {
    title: string;
    number: string;
    issuedOn: string;
    taxableSupply: string;
    dueOn: string;
    paidOn: string;
    paymentMethod: string;
    card: string;
    seller: string;
    buyer: string;
    ico: string;
    dic: string;
    icDph: string;
    contract: string;
    period: string;
    columns: {
      subject: string;
      count: string;
      /** The unit price without VAT (informative, to 4 decimals; 2 in forints). */
      unitPriceNet: string;
      /** The unit price with VAT. */
      unitPrice: string;
      vatRate: string;
      net: string;
      vat: string;
      gross: string;
    };
    vatSummary: string;
    total: string;
    paid: string;
    toPay: string;
  };
  agreement: {
    title: string;
    number: string;
    landlord: string;
    tenant: string;
    subject: string;
    box: string;
    area: string;
    /** The unit after an area: m² in Latin script, м² in Ukrainian. */
    areaUnit: string;
    warehouse: string;
    start: string;
    term: string;
    indefinite: string;
    invoicingPeriod: string;
    months: (n: number) => string;
    rentMonthly: string;
    insuranceMonthly: string;
    coverage: string;
    basicInsurance: string;
    firstPayment: string;
    /** The numbered clauses; `{noticeDays}` stands for the notice period in days (CANCELLATION_NOTICE_DAYS when concluded). */
    clauses: string[];
    concluded: (date: string) => string;
  };
}
