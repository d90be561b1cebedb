import type { OperatingCountry } from '../../contract/countries';

/**
 * The card payment provider the order wording names, per country (Hungary and Romania name a
 * different provider). It is wording only: which adapter charges the card is PAYMENT_PROVIDER.
 */
export const paymentProviderNameOf: Record<OperatingCountry, string> = {
  SVK: 'GoPay',
  CZE: 'GoPay',
  POL: 'GoPay',
  HUN: 'Barion',
  ROU: 'Barion',
};
