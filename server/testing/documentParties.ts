import type { InvoicingDetails } from '../../contract/invoicing';

/** Tests of the documents: the seller as printed on them. */
export const testSeller = { companyAddress: 'Self Storage s.r.o., Mlynské nivy 5, 821 09 Bratislava, Slovakia', billingIds: 'IČO: 12 345 678, DIČ: 2023456789, IČ DPH: SK2023456789', iban: 'SK3112000000198742637541' };

/** Every letter the standard PDF fonts cannot encode, in one buyer: Czech, Hungarian, Romanian, Polish, Ukrainian. */
export const buyerWithEveryLetter: InvoicingDetails = {
  version: 1,
  firstName: 'Čeněk Győző',
  lastName: 'Řehoř-Țăranu Łukaszewicz Олена',
  email: 'buyer@example.com',
  personalId: null,
  telephoneNumber: '+420601234567',
  company: { name: 'Ștefan & Świętosław s.r.o.', ico: '12345678', dic: 'CZ12345678', icoDph: null },
  address: { street: 'Škroupova', number: '5', city: 'Ústí nad Labem', zip: '400 01', countryCode: 'CZE' },
  type: 'PravnickaOsoba',
};
