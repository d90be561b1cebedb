import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { BusinessExperience, CapitalInvestment, PropertyStatus, ReturnOnInvestment } from './enums';
import { withErrors } from './errors';
import { Email, Id, Language, PhoneNumber } from './primitives';

const c = initContract();

const text = (max: number) => z.string().trim().min(1, 'revalid/rule/basic/not-null').max(max);

export { franchisingCountries } from './operatingCountries';

/** Franchise enquiry. The form is offered in SVK and CZE only. */
export const FranchiseEnquiry = z
  .object({
    fullName: text(160),
    email: Email,
    phoneNumber: PhoneNumber,
    businessExperience: BusinessExperience,
    currentPositionAndArea: text(500),
    propertyStatus: PropertyStatus,
    /** Floor area of the (intended) property in whole m². */
    propertyAreaInM2: z.number().int().positive().max(1_000_000),
    cityToOpen: text(120),
    capitalInvestment: CapitalInvestment,
    returnOnInvestment: ReturnOnInvestment,
    isPrimaryIncome: z.boolean(),
    hasReadFranchiseBrochure: z.boolean(),
    motivation: text(4000),
    /** Language of the form, so the reply is in it. Our addition. */
    language: Language,
  })
  .strict();
export type FranchiseEnquiry = z.infer<typeof FranchiseEnquiry>;

export const franchisingContract = c.router(
  {
    contact: {
      method: 'POST',
      path: '/api/client/franchising/contact',
      body: FranchiseEnquiry,
      // 403 `forbidden` where the site's country has no franchising programme (only SVK and CZE have one).
      responses: withErrors({ 202: z.object({ id: Id }) }, 403, 429),
      summary: 'Send a franchise enquiry; stored and forwarded to the franchise team',
    },
  },
  { strictStatusCodes: true },
);
