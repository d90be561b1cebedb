import type { InvoicingDetails } from '@contract/invoicing';
import type { Language } from '@contract/primitives';
import type { AgreementDocument } from '../documents/agreementPdf';

/** Tests of the documents: the seller as printed on them. */
export const testSeller = {
  companyAddress: 'Self Storage s.r.o., Mlynské nivy 5, 821 09 Bratislava, Slovakia',
  billingIds: 'IČO: 12 345 678, DIČ: 2023456789, IČ DPH: SK2023456789',
  iban: 'SK3112000000198742637541',
};

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

/** A three-month agreement between those two, in `language`. */
export const sampleAgreement = (language: Language): AgreementDocument => ({
  language,
  businessId: 'SK-2026-000042',
  concludedOn: '2026-11-21',
  seller: testSeller,
  tenant: buyerWithEveryLetter,
  boxName: 'A-012',
  areaM2: 2.25,
  warehouseName: 'Bratislava – Ružinov',
  warehouseAddress: 'Mlynské nivy 5, 821 09 Bratislava',
  startAt: '2026-11-21',
  periodMonths: 3,
  currency: 'EUR',
  rentMonthlyMinor: 4900,
  insuranceMonthlyMinor: 500,
  insuranceCoverageMinor: 200000,
  firstPaymentMinor: 9800,
  noticeDays: 14,
});
