import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { Password } from '../auth';
import { InvoicingDetails } from '../invoicing';
import { problemOf } from './fieldErrors';

const person = {
  version: 0,
  type: 'FyzickaOsoba',
  firstName: 'Peter',
  lastName: 'Horváth',
  email: 'peter@example.com',
  personalId: null,
  telephoneNumber: '+421 900 123 456',
  company: null,
  address: { street: 'Hlavná', number: '5', city: 'Košice', zip: '040 01', countryCode: 'SVK' },
};
const company = (
  ids: Partial<{ ico: string; dic: string | null; icoDph: string | null }>,
  countryCode = 'SVK',
  zip = '040 01',
) => ({
  ...person,
  type: 'PravnickaOsoba',
  company: { name: 'Sklad s.r.o.', ico: '35763469', dic: null, icoDph: null, ...ids },
  address: { ...person.address, countryCode, zip },
});

/** Each field's first problem, as the server and the form report it. */
function problems(schema: ZodTypeAny, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const out: Record<string, unknown> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= problemOf(issue, body);
  return out;
}

describe('invoicing details by the contract', () => {
  it('accepts a Slovak company with real numbers, and Polish and Hungarian ones by their own rules', () => {
    expect(problems(InvoicingDetails, company({ dic: '2020273893', icoDph: 'SK2020273893' }))).toEqual({});
    expect(
      problems(
        InvoicingDetails,
        company({ ico: '610188201', dic: '7740001454', icoDph: 'PL7740001454' }, 'POL', '00-950'),
      ),
    ).toEqual({});
    expect(
      problems(
        InvoicingDetails,
        company({ ico: '01-10-041683', dic: '10625790-4-44', icoDph: 'HU10625790' }, 'HUN', '1051'),
      ),
    ).toEqual({});
  });

  it('refuses a postcode of the wrong shape and company numbers with wrong digits, each at its field', () => {
    expect(problems(InvoicingDetails, company({ ico: '12', dic: 'x', icoDph: 'CZ1' }, 'SVK', 'ABCDE'))).toEqual({
      'address.zip': { code: 'postcode-invalid' },
      'company.ico': { code: 'companyId-invalid' },
      'company.dic': { code: 'companyId-invalid' },
      'company.icoDph': { code: 'companyId-invalid' },
    });
  });

  it('states the bound of a text that is too long or too short', () => {
    const tooLong = {
      ...person,
      firstName: 'P'.repeat(101),
      address: { ...person.address, street: 'S'.repeat(121), zip: '04' },
    };
    expect(problems(InvoicingDetails, tooLong)).toMatchObject({
      firstName: { code: 'field/too-long', limit: 100 },
      'address.street': { code: 'field/too-long', limit: 120 },
      'address.zip': { code: 'field/too-short', limit: 3 },
    });
    expect(problems(InvoicingDetails, { ...person, firstName: 'P'.repeat(100) })).toEqual({});
  });

  it('refuses a phone number whose length does not fit its country', () => {
    expect(problems(InvoicingDetails, { ...person, telephoneNumber: '+421 900 123' })).toEqual({
      telephoneNumber: { code: 'phoneNumber-invalid' },
    });
  });
});

describe('password by the contract', () => {
  it('a common password has its own code, a short or digitless one keeps the rule’s', () => {
    expect(problems(Password, 'qwerty')).toEqual({ '': { code: 'password/too-common' } });
    expect(problems(Password, 'Password1')).toEqual({ '': { code: 'password/too-common' } });
    expect(problems(Password, 'ab1')).toEqual({ '': { code: 'password/too-weak' } });
    expect(problems(Password, 'no digits here')).toEqual({ '': { code: 'password/too-weak' } });
    expect(problems(Password, 'tulipan-na-streche-7')).toEqual({});
  });
});
