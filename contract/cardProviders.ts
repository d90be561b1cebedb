import type { OperatingCountryCode } from './operatingCountries';

/**
 * The card payment provider each operating country's customers see named: the footer, the order
 * summary and its consents, the order confirmation e-mail and the invoice all name the same one,
 * read from this table. It is the name shown to people only: which adapter actually charges the card
 * is the server's PAYMENT_PROVIDER. Kept free of zod: the footer reads it on the first page.
 */
export const cardProviders = ['GoPay', 'Barion'] as const;
export type CardProvider = (typeof cardProviders)[number];

export const cardProviderOf: Record<OperatingCountryCode, CardProvider> = {
  SVK: 'GoPay',
  CZE: 'GoPay',
  POL: 'GoPay',
  HUN: 'Barion',
  ROU: 'Barion',
};
