import { describe, expect, it } from 'vitest';
import { FranchiseEnquiry } from '@contract/franchising';
import { validateWith } from '@shared/form/validation';
import { emptyEnquiry, toEnquiry } from './enquiryForm';

const filled = {
  ...emptyEnquiry,
  fullName: 'Jana Nováková',
  email: 'jana@example.com',
  phoneNumber: '+421 905 123 456',
  businessExperience: 'NO_EXPERIENCE',
  currentPositionAndArea: 'Teacher',
  propertyStatus: 'HAS_PROPERTY',
  propertyAreaInM2: ' 850 ',
  cityToOpen: 'Brno',
  capitalInvestment: 'LESS_THAN_30',
  returnOnInvestment: 'SIX_AND_MORE',
  isPrimaryIncome: 'yes',
  hasReadFranchiseBrochure: 'no',
  motivation: 'I like boxes.',
};

describe('the franchise enquiry as sent', () => {
  it('turns a filled form into a body the contract accepts', () => {
    const body = FranchiseEnquiry.parse(toEnquiry(filled, 'CS'));
    expect(body).toMatchObject({
      propertyAreaInM2: 850,
      isPrimaryIncome: true,
      hasReadFranchiseBrochure: false,
      language: 'CS',
    });
  });

  it('reports every untouched field as mandatory, by its name', () => {
    const errors = validateWith(FranchiseEnquiry, toEnquiry(emptyEnquiry, 'SK'));
    expect(Object.keys(errors).sort()).toEqual(Object.keys(emptyEnquiry).sort());
    expect(new Set(Object.values(errors))).toEqual(new Set(['revalid/rule/basic/not-null']));
  });

  it('refuses a decimal or written floor area as an incorrect format', () => {
    for (const area of ['85,5', 'eighty'])
      expect(
        validateWith(FranchiseEnquiry, toEnquiry({ ...filled, propertyAreaInM2: area }, 'SK')).propertyAreaInM2,
      ).toBe('revalid/rule/basic/regex');
  });
});
