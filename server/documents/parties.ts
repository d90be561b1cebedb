import type { InvoicingDetails } from '@contract/invoicing';
import { companyIdNamesOf } from '@contract/validation/companyIdNames';
import type { ServerConfig } from '../config/env';
import type { DocumentTexts } from './texts';

/** The seller as printed on a document, copied from the configuration when the document is issued. */
export interface SellerSnapshot {
  companyAddress: string;
  billingIds: string;
  iban: string;
}

export const sellerOf = (config: ServerConfig): SellerSnapshot => ({
  companyAddress: config.app.companyAddress,
  billingIds: config.app.billingIds,
  iban: config.app.iban,
});

/** IBAN in groups of four, as people read it. */
export const formatIban = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

const parts = (s: string) => s.split(/,\s*/).filter(Boolean);

export const sellerLines = (s: SellerSnapshot) => [
  ...parts(s.companyAddress),
  ...parts(s.billingIds),
  `IBAN: ${formatIban(s.iban)}`,
];

export const buyerName = (b: InvoicingDetails) => `${b.firstName} ${b.lastName}`;

/**
 * The buyer's block. A company's numbers carry the names its billing country gives them (NIP and
 * REGON for a Polish buyer, whatever the document's language), the same table the order form and
 * summary use; for other countries the document language's generic words.
 */
export function buyerLines(b: InvoicingDetails, t: DocumentTexts['invoice']): string[] {
  const company = b.company;
  const names = companyIdNamesOf(b.address.countryCode);
  const label = { ico: names?.ico ?? t.ico, dic: names?.dic ?? t.dic, icoDph: names?.icoDph ?? t.icDph };
  return [
    ...(company ? [company.name] : []),
    buyerName(b),
    `${b.address.street} ${b.address.number}`,
    `${b.address.zip} ${b.address.city}`,
    b.address.countryCode,
    ...(company ? [`${label.ico}: ${company.ico}`] : []),
    ...(company?.dic ? [`${label.dic}: ${company.dic}`] : []),
    ...(company?.icoDph ? [`${label.icoDph}: ${company.icoDph}`] : []),
    b.email,
  ];
}
