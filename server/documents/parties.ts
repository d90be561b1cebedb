import type { InvoicingDetails } from '../../contract/invoicing';
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

export const sellerLines = (s: SellerSnapshot) => [...parts(s.companyAddress), ...parts(s.billingIds), `IBAN: ${formatIban(s.iban)}`];

export const buyerName = (b: InvoicingDetails) => `${b.firstName} ${b.lastName}`;

export function buyerLines(b: InvoicingDetails, t: DocumentTexts['invoice']): string[] {
  const company = b.company;
  return [
    ...(company ? [company.name] : []),
    buyerName(b),
    `${b.address.street} ${b.address.number}`,
    `${b.address.zip} ${b.address.city}`,
    b.address.countryCode,
    ...(company ? [`${t.ico}: ${company.ico}`] : []),
    ...(company?.dic ? [`${t.dic}: ${company.dic}`] : []),
    ...(company?.icoDph ? [`${t.icDph}: ${company.icoDph}`] : []),
    b.email,
  ];
}
