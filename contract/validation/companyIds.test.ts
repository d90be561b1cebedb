import { describe, expect, it } from 'vitest';
import { companyIdNamesOf, hasCompanyId, type CompanyIdField } from './companyIdNames';
import { isValidCompanyId } from './companyIds';

/** Numbers of real companies (as published in their registers), and the same with one digit changed. */
const cases: [country: string, field: CompanyIdField, valid: string[], invalid: string[]][] = [
  ['SVK', 'ico', ['35763469', '31 333 532'], ['35763468', '12', 'x', '3576346']],
  ['SVK', 'dic', ['2020273893'], ['2020273894', '0020273893', '12']],
  ['SVK', 'icoDph', ['SK2020273893', 'SK 2020273893'], ['SK2020273894', '2020273893', 'CZ2020273893']],
  ['CZE', 'ico', ['45274649', '00006947'], ['45274648', '12', 'x']],
  ['CZE', 'dic', ['CZ45274649', 'CZ7103192745', 'CZ699001182'], ['CZ45274648', '45274649', 'CZ1', 'CZ12345678901']],
  ['POL', 'dic', ['7740001454', '774-000-14-54', '5260250995'], ['7740001455', '12', 'x']],
  ['POL', 'ico', ['610188201', '61018820100010'], ['610188202', '61018820100011', '12']],
  ['POL', 'icoDph', ['PL7740001454'], ['PL7740001455', '7740001454', 'CZ7740001454']],
  ['HUN', 'dic', ['10625790-4-44', '10625790444'], ['10625791-4-44', '10625790-6-44', '10625790-4-00', '12']],
  ['HUN', 'icoDph', ['HU10625790'], ['HU10625791', '10625790', 'HU1062579']],
  ['HUN', 'ico', ['01-10-041683', 'Cg. 01-10-041683'], ['0110041683x', '01-10-04168', '12']],
  ['ROU', 'dic', ['160796', '18547290'], ['160797', '18547291', '1', '12345678901']],
  ['ROU', 'icoDph', ['RO160796', 'RO18547290'], ['RO160797', '160796', 'HU160796']],
  ['ROU', 'ico', ['J03/13/1991', 'J40/12345/2006', 'J2020001234409'], ['J03-13-1991', 'X03/13/1991', '12']],
];

describe('company numbers by the billing country', () => {
  it.each(cases)(
    '%s %s: accepts real numbers, refuses wrong check digits and formats',
    (country, field, valid, invalid) => {
      for (const value of valid) expect(isValidCompanyId(country, field, value), value).toBe(true);
      for (const value of invalid) expect(isValidCompanyId(country, field, value), value).toBe(false);
    },
  );

  it('elsewhere accepts a plausible number and refuses punctuation and overlong text', () => {
    expect(isValidCompanyId('DEU', 'ico', 'HRB 12345')).toBe(true);
    expect(isValidCompanyId('DEU', 'icoDph', 'DE123456789')).toBe(true);
    expect(isValidCompanyId('DEU', 'ico', '<script>')).toBe(false);
    expect(isValidCompanyId('DEU', 'ico', '1'.repeat(21))).toBe(false);
  });

  it('names the numbers as each country does, and a Czech company has no third number', () => {
    expect(companyIdNamesOf('SVK')).toEqual({ ico: 'IČO', dic: 'DIČ', icoDph: 'IČ DPH' });
    expect(companyIdNamesOf('POL')).toEqual({ ico: 'REGON', dic: 'NIP', icoDph: 'NIP UE' });
    expect(companyIdNamesOf('HUN')).toEqual({ ico: 'Cégjegyzékszám', dic: 'Adószám', icoDph: 'Közösségi adószám' });
    expect(companyIdNamesOf('ROU')).toEqual({ ico: 'Nr. Reg. Com.', dic: 'CUI', icoDph: 'Cod de TVA' });
    expect(companyIdNamesOf('DEU')).toBeNull();
    expect(hasCompanyId('CZE', 'icoDph')).toBe(false);
    expect(hasCompanyId('SVK', 'icoDph')).toBe(true);
    expect(hasCompanyId('DEU', 'icoDph')).toBe(true);
  });
});
