import { describe, expect, it } from 'vitest';
import type { InvoicingDetails } from '@contract/invoicing';
import { buyerLines } from './parties';
import { documentTexts } from './texts';

const buyer = (
  countryCode: InvoicingDetails['address']['countryCode'],
  company: InvoicingDetails['company'],
): InvoicingDetails => ({
  version: 1,
  type: 'PravnickaOsoba',
  firstName: 'Jana',
  lastName: 'Nováková',
  email: 'jana@example.com',
  personalId: null,
  telephoneNumber: '+421900123456',
  company,
  address: { street: 'Hlavná', number: '1', city: 'Košice', zip: '040 01', countryCode },
});

describe('the buyer on an invoice', () => {
  it('names a company’s numbers as its billing country does, whatever the document language', () => {
    const polish = buyer('POL', {
      name: 'Magazyn sp. z o.o.',
      ico: '610188201',
      dic: '7740001454',
      icoDph: 'PL7740001454',
    });
    expect(buyerLines(polish, documentTexts.EN.invoice)).toEqual(
      expect.arrayContaining(['REGON: 610188201', 'NIP: 7740001454', 'NIP UE: PL7740001454']),
    );
    const hungarian = buyer('HUN', { name: 'Raktár Kft.', ico: '01-10-041683', dic: '10625790-4-44', icoDph: null });
    expect(buyerLines(hungarian, documentTexts.SK.invoice)).toEqual(
      expect.arrayContaining(['Cégjegyzékszám: 01-10-041683', 'Adószám: 10625790-4-44']),
    );
  });

  it('uses the document language’s words for a country without its own names', () => {
    const german = buyer('DEU', { name: 'Lager GmbH', ico: 'HRB 12345', dic: null, icoDph: 'DE123456789' });
    expect(buyerLines(german, documentTexts.EN.invoice)).toEqual(
      expect.arrayContaining(['Company ID: HRB 12345', 'VAT ID: DE123456789']),
    );
  });
});
