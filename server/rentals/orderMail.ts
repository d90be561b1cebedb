import { cardProviderOf } from '@contract/cardProviders';
import type { OperatingCountry } from '@contract/countries';
import type { Language } from '@contract/primitives';
import type { ServerConfig } from '../config/env';
import type { Db } from '../db/client';
import type { rentalContract } from '../db/schema';
import { formatDate, formatMoney } from '../documents/format';
import { documentTexts } from '../documents/texts';
import { appLink } from '../identity/links';
import { queueMail } from '../mail/outbox';

export interface OrderConfirmation {
  to: string;
  language: Language;
  firstName: string;
  contract: typeof rentalContract.$inferSelect;
  boxName: string;
  warehouseName: string;
  warehouseAddress: string;
  invoiceNumber: string;
  amountMinor: number;
  invoicePdf: Buffer;
  agreementPdf: Buffer;
}

/** The one e-mail of a fulfilled order: contract, box, lock code, both PDFs attached, in the order's language. */
export function queueOrderConfirmation(tx: Db, config: ServerConfig, c: OrderConfirmation) {
  const locale = documentTexts[c.language].locale;
  return queueMail(tx, {
    to: c.to,
    language: c.language,
    template: 'order-confirmed',
    params: {
      name: c.firstName,
      link: appLink(config, `/my/contracts/${c.contract.id}`),
      order: {
        contractNumber: c.contract.businessId,
        boxName: c.boxName,
        warehouse: c.warehouseName,
        address: c.warehouseAddress,
        rentStart: formatDate(c.contract.startAt, locale),
        lockCode: c.contract.lockCode ?? '',
        accessCode: c.contract.accessCode,
        invoiceNumber: c.invoiceNumber,
        amount: formatMoney(c.amountMinor, c.contract.currency, locale),
        paymentProvider: cardProviderOf[c.contract.country as OperatingCountry],
      },
    },
    attachments: [
      { filename: `agreement-${c.contract.businessId}.pdf`, contentType: 'application/pdf', content: c.agreementPdf },
      { filename: `invoice-${c.invoiceNumber}.pdf`, contentType: 'application/pdf', content: c.invoicePdf },
    ],
  });
}
